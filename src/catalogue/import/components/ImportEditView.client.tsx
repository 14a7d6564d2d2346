'use client'

import { getTranslation } from '@payloadcms/translations'
import {
  Button,
  DefaultEditView,
  FieldLabel,
  useConfig,
  useDocumentInfo,
  useStepNav,
  useTranslation,
} from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import type { DocumentViewClientProps } from 'payload'
import { type FormEvent, useEffect, useState } from 'react'

import { importTextsFrom } from '../admin-texts'

const api = '/api/cms/catalogue-imports'
const accept = '.csv,.txt,.tsv,text/csv,text/plain,text/tab-separated-values'

/**
 * A catalogue import's page: an existing import is Payload's own record view (its dry run's
 * report, Apply, Discard); a new one is only a file and a button. Payload's create form for an
 * upload collection shows its generic parts there ("paste URL", the record's title "[Untitled]",
 * disabled system fields), none of which a price list has.
 */
export function ImportEditView(props: DocumentViewClientProps) {
  const { id } = useDocumentInfo()
  return id ? <DefaultEditView {...props} /> : <NewImport />
}

function NewImport() {
  const { i18n, t: translate } = useTranslation()
  const t = importTextsFrom(translate)
  const { setStepNav } = useStepNav()
  const { docConfig } = useDocumentInfo()
  const {
    config: {
      routes: { admin },
    },
  } = useConfig()
  const router = useRouter()
  const [file, setFile] = useState<File | null>(null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  const plural = docConfig && 'labels' in docConfig ? docConfig.labels.plural : null
  const listLabel = plural ? getTranslation(plural, i18n) : ''
  useEffect(() => {
    setStepNav([
      { label: listLabel, url: `${admin}/collections/catalogue-imports` },
      { label: t.newTitle },
    ])
  }, [setStepNav, listLabel, admin, t.newTitle])

  const upload = async (event: FormEvent) => {
    event.preventDefault()
    if (!file) return setProblem(t.noFile)
    setBusy(true)
    setProblem(null)
    try {
      const body = new FormData()
      body.append('file', file)
      const answer = await fetch(api, { method: 'POST', credentials: 'include', body })
      const json = (await answer.json().catch(() => null)) as {
        doc?: { id: number | string }
        errors?: { message?: string }[]
      } | null
      if (!answer.ok || !json?.doc) {
        setProblem(
          json?.errors?.[0]?.message ? t.uploadFailed(json.errors[0].message) : t.actionFailed,
        )
        setBusy(false)
        return
      }
      // The record's page shows the dry run as it runs, then Apply and Discard.
      router.push(`${admin}/collections/catalogue-imports/${json.doc.id}`)
    } catch {
      setProblem(t.actionFailed)
      setBusy(false)
    }
  }

  return (
    <form
      className="gutter--left gutter--right"
      style={{ paddingBlock: 'calc(var(--base) * 2)', maxWidth: '48rem' }}
      onSubmit={(event) => void upload(event)}
    >
      {/* The header's title is the record's file name, "[Untitled]" before there is one, and
          Payload's title provider overwrites a title set from here: this screen has its own. */}
      <style>{'.doc-header__title { display: none; }'}</style>
      <h1 style={{ marginBottom: 'var(--base)' }}>{t.newTitle}</h1>
      <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
        <FieldLabel label={t.chooseFile} required />
        {/* The browser's own file button speaks the browser's language: ours the admin's. */}
        <input
          id="catalogue-import-file"
          name="file"
          type="file"
          accept={accept}
          className="sr-only"
          disabled={busy}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null)
            setProblem(null)
          }}
        />
        <div style={{ display: 'flex', alignItems: 'center', gap: 'var(--base)' }}>
          <label
            htmlFor="catalogue-import-file"
            className="btn btn--style-secondary btn--size-medium btn--withoutPopup"
            style={{ margin: 0, cursor: 'pointer' }}
          >
            {t.pickFile}
          </label>
          <span>{file ? file.name : t.noFileChosen}</span>
        </div>
      </div>
      {problem && (
        <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {problem}
        </p>
      )}
      <Button type="submit" buttonStyle="primary" disabled={busy}>
        {busy ? t.uploading : t.startDryRun}
      </Button>
    </form>
  )
}
