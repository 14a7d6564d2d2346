'use client'

import { Button, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'

const words = {
  nl: {
    send: 'Meetrapport naar de klant sturen',
    sending: 'Bezig…',
    hint: 'Een mail met de link naar het PDF-rapport, in de taal van de afspraak.',
    failed: 'Versturen lukte niet. Probeer het opnieuw.',
  },
  en: {
    send: 'Send the report to the customer',
    sending: 'Sending…',
    hint: 'A mail with the link to the PDF report, in the appointment’s language.',
    failed: 'Sending failed. Please try again.',
  },
  de: {
    send: 'Bericht an den Kunden senden',
    sending: 'Wird gesendet…',
    hint: 'Eine Mail mit dem Link zum PDF-Bericht, in der Sprache des Termins.',
    failed: 'Senden fehlgeschlagen. Bitte erneut versuchen.',
  },
} as const

/** On a run linked to a booking: one action that mails the customer their report. */
export function SendReportButton() {
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  const t = words[i18n.language as keyof typeof words] ?? words.nl
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null)
  if (!id) return null
  const send = async () => {
    setBusy(true)
    setAnswer(null)
    try {
      const response = await fetch(`/api/cms/dyno-runs/${id}/report`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Accept-Language': i18n.language },
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string }
      setAnswer({ ok: response.ok, text: body.message ?? body.error ?? t.failed })
    } catch {
      setAnswer({ ok: false, text: t.failed })
    } finally {
      setBusy(false)
    }
  }
  return (
    <div style={{ marginBottom: '1.5rem' }}>
      <Button buttonStyle="secondary" disabled={busy} onClick={send}>
        {busy ? t.sending : t.send}
      </Button>
      <p style={{ fontSize: '0.85em', opacity: 0.8 }}>{t.hint}</p>
      {answer && (
        <p
          role={answer.ok ? 'status' : 'alert'}
          style={{ color: answer.ok ? undefined : 'var(--theme-error-500)' }}
        >
          {answer.text}
        </p>
      )}
    </div>
  )
}
