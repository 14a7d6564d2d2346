'use client'

import { useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { fileProblemText } from '@/catalogue/import/rules/problem-texts'
import type { FileProblem } from '@/catalogue/import/rules/problems'
import type { StoredReport } from '@/catalogue/import/server/import-report'

import { ImportReport } from './ImportReport'
import { importTextsFrom, type ImportTexts, upperFirst } from '../admin-texts'

type ImportDoc = {
  id: number | string
  status?: string
  error?: string | null
  refusal?: FileProblem | null
  report?: StoredReport | null
}
type Progress = { done: number; total: number } | null

const api = '/api/cms/catalogue-imports'
const running = new Set(['queued', 'previewing', 'applying'])

/** The dry run's report on an import record, with Apply and Discard; polls while a job runs. */
export function ImportPreview() {
  const { id } = useDocumentInfo()
  const { i18n, t: translate } = useTranslation()
  const t = importTextsFrom(translate)
  const [doc, setDoc] = useState<ImportDoc | null>(null)
  const [progress, setProgress] = useState<Progress>(null)
  const [staleAction, setStaleAction] = useState<'keep' | 'hide'>('keep')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  // Bumped after Apply or Discard to start polling again.
  const [round, setRound] = useState(0)

  useEffect(() => {
    if (!id) return
    let cancelled = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const poll = async () => {
      const response = await fetch(`${api}/${id}?depth=0`, { credentials: 'include' })
      const next = response.ok ? ((await response.json()) as ImportDoc) : null
      if (cancelled) return
      if (next) setDoc(next)
      if (next?.status === 'applying') {
        const answer = await fetch(`${api}/${id}/progress`, { credentials: 'include' })
        if (answer.ok && !cancelled)
          setProgress(((await answer.json()) as { progress: Progress }).progress)
      }
      if (!next?.status || running.has(next.status)) timer = setTimeout(() => void poll(), 1000)
    }
    timer = setTimeout(() => void poll(), 0)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [id, round])

  if (!id) return null
  if (!doc || doc.status === 'queued' || doc.status === 'previewing') {
    return <p role="status">{t.waiting}</p>
  }

  const act = async (action: 'apply' | 'discard') => {
    setBusy(true)
    setProblem(null)
    try {
      const answer = await fetch(`${api}/${id}/${action}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ staleAction }),
      })
      // 409: another staff member applied or discarded it first; the poll shows what happened.
      if (!answer.ok) setProblem(answer.status === 409 ? t.actionOvertaken : t.actionFailed)
    } catch {
      setProblem(t.actionFailed)
    } finally {
      setBusy(false)
      setRound((value) => value + 1)
    }
  }

  const report = doc.report
  return (
    <section
      aria-label={t.changes}
      style={{ display: 'grid', gap: '1.25rem', marginBottom: '2rem' }}
    >
      <Outcome doc={doc} progress={progress} t={t} language={i18n.language} />
      {problem ? <p role="alert">{problem}</p> : null}
      {report ? <ImportReport report={report} id={id} t={t} language={i18n.language} /> : null}
      {doc.status === 'previewed' && report ? (
        <>
          {report.stale.length > 0 ? (
            <fieldset>
              <legend>
                {t.staleTitle} ({report.stale.length})
              </legend>
              <label style={{ display: 'block' }}>
                <input
                  type="radio"
                  name="staleAction"
                  checked={staleAction === 'keep'}
                  onChange={() => setStaleAction('keep')}
                />{' '}
                {t.keep}
              </label>
              <label style={{ display: 'block' }}>
                <input
                  type="radio"
                  name="staleAction"
                  checked={staleAction === 'hide'}
                  onChange={() => setStaleAction('hide')}
                />{' '}
                {t.hide}
              </label>
              <ul>
                {report.stale.slice(0, 200).map((engine) => (
                  <li key={String(engine.id)}>
                    {engine.path} ({engine.name})
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
          <div style={{ display: 'flex', gap: '0.75rem' }}>
            <button
              type="button"
              className="btn btn--style-primary"
              disabled={busy}
              onClick={() => void act('apply')}
            >
              {t.apply}
            </button>
            <button
              type="button"
              className="btn btn--style-secondary"
              disabled={busy}
              onClick={() => void act('discard')}
            >
              {t.discard}
            </button>
          </div>
        </>
      ) : null}
    </section>
  )
}

function Outcome({
  doc,
  progress,
  t,
  language,
}: {
  doc: ImportDoc
  progress: Progress
  t: ImportTexts
  language: string
}) {
  // Records refused before the reason was kept as data carry it as English text in `error`.
  const refusal = doc.refusal ? sentence(fileProblemText(doc.refusal, language)) : doc.error
  const message =
    doc.status === 'applying'
      ? `${t.applying}${progress ? ` ${progress.done}/${progress.total}` : ''}`
      : doc.status === 'applied'
        ? t.applied
        : doc.status === 'discarded'
          ? t.discarded
          : doc.status === 'refused'
            ? `${t.refused} ${refusal ?? ''}`
            : doc.status === 'failed'
              ? `${t.failed} ${doc.error ?? ''}`
              : null
  return message ? <p role="status">{message}</p> : null
}

const sentence = (text: string) => `${upperFirst(text)}.`
