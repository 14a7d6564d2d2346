import { useTranslations } from 'next-intl'
import { type KeyboardEvent, useId, useState } from 'react'

import type { Locale } from '@/i18n/locales'
import { longDate } from '@/kit/format/long-date'
import { buttonStyles } from '@/kit/ui/button-styles'
import { toast } from '@/kit/ui/toast'

import { joinWaitlist } from './booking-api'

const field = 'mt-1 w-full rounded-lg border border-line-strong px-3 py-2'

/**
 * A full day's waitlist, inside the booking form's panel: its fields have no names (they are
 * not part of the booking) and Enter sends them here, not the booking.
 */
export function WaitlistForm({
  date,
  locale,
  holdHours,
  vehicle,
}: {
  date: string
  locale: Locale
  holdHours: number
  vehicle: string
}) {
  const t = useTranslations('Waitlist')
  const id = useId()
  const [values, setValues] = useState({ name: '', email: '', vehicle })
  const [sending, setSending] = useState(false)
  const [joined, setJoined] = useState<number | null>(null)

  async function send() {
    if (sending) return
    setSending(true)
    const result = await joinWaitlist({ date, locale, website: '', ...values }).finally(() =>
      setSending(false),
    )
    if (result.kind === 'joined') {
      setJoined(result.position)
      toast.success(t('joined'), {
        description: t('joinedText', { position: result.position, date: longDate(date, locale) }),
      })
    } else {
      toast.error(t('errors.failed'), {
        description: result.kind === 'refused' ? (result.error ?? undefined) : undefined,
      })
    }
  }
  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    void send()
  }

  if (joined !== null)
    return (
      <p role="status" className="mt-4 rounded-lg bg-success-soft p-3 text-success">
        {t('joinedText', { position: joined, date: longDate(date, locale) })}
      </p>
    )
  return (
    <fieldset className="mt-4 space-y-3 border-t border-line pt-4">
      <legend className="sr-only">{t('title')}</legend>
      <p className="font-semibold">{t('title')}</p>
      <p className="text-sm text-fg-muted">{t('intro', { hours: holdHours })}</p>
      {(['name', 'email', 'vehicle'] as const).map((key) => (
        <div key={key}>
          <label htmlFor={`${id}-${key}`} className="text-sm font-medium">
            {t(key)}
          </label>
          <input
            id={`${id}-${key}`}
            type={key === 'email' ? 'email' : 'text'}
            autoComplete={key === 'email' ? 'email' : key === 'name' ? 'name' : 'off'}
            value={values[key]}
            onChange={(event) => setValues({ ...values, [key]: event.target.value })}
            onKeyDown={onEnter}
            className={field}
          />
        </div>
      ))}
      <button
        type="button"
        className={buttonStyles.secondary}
        disabled={sending}
        onClick={() => void send()}
      >
        {sending ? t('sending') : t('submit')}
      </button>
    </fieldset>
  )
}
