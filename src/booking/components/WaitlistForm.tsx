'use client'

import { useTranslations } from 'next-intl'
import { type KeyboardEvent, useId, useState } from 'react'

import type { WaitlistInput, WaitlistJoin, waitlistSchema } from '@/booking/rules/waitlist'
import type { Locale } from '@/i18n/locales'
import { longDate } from '@/kit/format/long-date'
import { FieldError } from '@/kit/forms/FieldError'
import { formActions } from '@/kit/forms/form-actions'
import { fieldError, useVisitorForm } from '@/kit/forms/use-visitor-form'
import { buttonStyles } from '@/kit/ui/button-styles'
import { toast } from '@/kit/ui/toast'
import { useHydrated } from '@/kit/ui/use-hydrated'

import { joinWaitlist } from './booking-api'

type ErrorKey = 'name' | 'email' | 'emailFormat' | 'tooLong' | 'invalidCharacters'

const field =
  'mt-1 w-full rounded-lg border border-line-strong px-3 py-2 aria-[invalid=true]:border-danger'
const names = ['name', 'email', 'vehicle'] as const

/**
 * A full day's waitlist, checked by react-hook-form with waitlistSchema (POST /api/waitlist's
 * own): each refused field says why beneath it, the first is focused. On its own (the answer
 * to a booking sent without script) it is a form that posts itself to /api/forms/waitlist
 * until (or without) its script. `nested` inside the booking form's panel (a form holds no
 * form) it is a group whose Enter and button send it here, not the booking; it exists there
 * once the calendar heard that the day is full, or the server did for a day its address chose.
 * Before hydration its button posts the booking form to the waitlist's own address instead
 * (the booking's fields have other names; the day goes with it).
 */
export function WaitlistForm({
  date,
  locale,
  holdHours,
  values = {},
  nested = false,
}: {
  date: string
  locale: Locale
  holdHours: number
  values?: { name?: string; email?: string; vehicle?: string }
  nested?: boolean
}) {
  const t = useTranslations('Waitlist')
  const id = useId()
  const form = useVisitorForm<WaitlistInput, typeof waitlistSchema>(
    () => import('@/booking/rules/waitlist').then((module) => module.waitlistSchema),
    {
      date,
      locale,
      name: values.name ?? '',
      email: values.email ?? '',
      vehicle: values.vehicle ?? '',
      website: '',
    },
  )
  const { errors, isSubmitting, defaultValues } = form.formState
  const hydrated = useHydrated()
  // Nested, the button sends this group by script; before hydration the browser posts the
  // booking form to the waitlist's address instead.
  const sentByScript = nested && hydrated
  const postsItself = nested && !hydrated
  const [joined, setJoined] = useState<number | null>(null)

  async function send(entry: WaitlistJoin) {
    const result = await joinWaitlist(entry)
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
  const submit = form.handleSubmit(send)
  const onEnter = (event: KeyboardEvent) => {
    if (!nested || event.key !== 'Enter') return
    event.preventDefault()
    void submit()
  }

  if (joined !== null)
    return (
      <p role="status" className="mt-4 rounded-lg bg-success-soft p-3 text-success">
        {t('joinedText', { position: joined, date: longDate(date, locale) })}
      </p>
    )
  const body = (
    <>
      {nested ? (
        <>
          <legend className="sr-only">{t('title')}</legend>
          <p className="font-semibold">{t('title')}</p>
        </>
      ) : (
        <h2 className="font-semibold">{t('title')}</h2>
      )}
      <p className="text-sm text-fg-muted">{t('intro', { hours: holdHours })}</p>
      {names.map((name) => {
        const { key, errorId, aria } = fieldError(errors, name, `${id}-${name}`)
        return (
          <div key={name} className="grid">
            <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
              {t(name)}
            </label>
            <input
              id={`${id}-${name}`}
              {...form.register(name)}
              defaultValue={defaultValues?.[name]}
              type={name === 'email' ? 'email' : 'text'}
              autoComplete={name === 'email' ? 'email' : name === 'name' ? 'name' : 'off'}
              required={name !== 'vehicle'}
              onKeyDown={onEnter}
              {...aria}
              className={field}
            />
            <FieldError id={errorId}>{key && t(`errors.${key as ErrorKey}`)}</FieldError>
          </div>
        )
      })}
      <label className="sr-only" aria-hidden="true">
        {t('honeypot')}
        <input {...form.register('website')} tabIndex={-1} autoComplete="off" />
      </label>
      {postsItself && <input type="hidden" name="date" value={date} />}
      <button
        type={sentByScript ? 'button' : 'submit'}
        formAction={postsItself ? formActions.waitlist : undefined}
        className={buttonStyles.secondary}
        disabled={isSubmitting}
        aria-busy={isSubmitting}
        onClick={sentByScript ? () => void submit() : undefined}
      >
        {isSubmitting ? t('sending') : t('submit')}
      </button>
    </>
  )
  if (nested)
    return <fieldset className="mt-4 space-y-3 border-t border-line pt-4">{body}</fieldset>
  return (
    <form
      method="post"
      action={formActions.waitlist}
      onSubmit={(event) => void submit(event)}
      noValidate
      className="mt-6 space-y-3 rounded-xl bg-panel p-4"
    >
      <input type="hidden" name="date" value={date} />
      <input type="hidden" name="locale" value={locale} />
      {body}
    </form>
  )
}
