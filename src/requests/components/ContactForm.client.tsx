'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useId, useRef, useState } from 'react'

import { trackEvent } from '@/content/client'
import { buttonStyles } from '@/kit/ui/button-styles'
import { toast } from '@/kit/ui/toast'
import {
  contactMailto,
  contactMailtoWithoutScript,
  type ContactDraft,
} from '@/requests/rules/contact-mailto'

type ContactValues = ContactDraft
type ErrorKey =
  | 'name'
  | 'email'
  | 'emailFormat'
  | 'phone'
  | 'plate'
  | 'horsepower'
  | 'tooLong'
  | 'invalidCharacters'
type Errors = Partial<Record<keyof ContactValues, ErrorKey>>

// The rules (zod and the schema) load when the visitor first focuses the form, not with the page.
const loadSchema = () => import('@/requests/rules/contact').then((module) => module.contactSchema)
const fieldOrder: (keyof ContactValues)[] = [
  'name',
  'email',
  'phone',
  'licensePlate',
  'brand',
  'model',
  'horsepower',
  'message',
]
const input =
  'w-full rounded-lg border border-line-strong px-3 py-2 aria-[invalid=true]:border-danger focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30'

export type RequestKind = 'contact' | 'stage2' | 'advice'
export type RequestPrefill = { brand?: string; model?: string; buildYear?: string; engine?: string }

/**
 * Sends the request to the workshop (POST /api/requests): stored, mailed to the workshop and
 * confirmed to the visitor. When it cannot be sent (no connection, the server down), the
 * message opens in the visitor's mail program instead, the way it went before. Plain
 * uncontrolled inputs: the browser holds the values and a native reset restores the prefill.
 * Checked on submit, then again on every change until the form is valid.
 */
export function ContactForm({
  to,
  prefill,
  variant,
  kind = 'contact',
}: {
  to: string
  prefill: RequestPrefill
  variant: 'compact' | 'full'
  kind?: RequestKind
}) {
  const t = useTranslations('ContactForm')
  const [errors, setErrors] = useState<Errors>({})
  const [submitted, setSubmitted] = useState(false)
  const [sending, setSending] = useState(false)
  // The message as a mail draft, offered when it could not be sent from the site.
  const [fallbackDraft, setFallbackDraft] = useState<string | null>(null)
  // One key per message: a retry after a lost answer is recognised, not stored twice.
  const key = useRef<string | null>(null)
  // Ids of its own: a page may hold the contact form and a quote form at once.
  const id = useId()

  async function check(
    form: HTMLFormElement,
  ): Promise<{ values: ContactValues } | { errors: Errors }> {
    const values = Object.fromEntries(
      fieldOrder.map((name) => [name, String(new FormData(form).get(name) ?? '')]),
    )
    const parsed = (await loadSchema()).safeParse(values)
    if (parsed.success) {
      setErrors({})
      return { values: parsed.data }
    }
    const found: Errors = {}
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] as keyof ContactValues
      found[name] ??= issue.message as ErrorKey
    }
    setErrors(found)
    return { errors: found }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    setSubmitted(true)
    const result = await check(form)
    if ('errors' in result) {
      // The first field in error takes focus, so a screen reader announces what to fix.
      const first = fieldOrder.find((name) => result.errors[name])
      if (first) form.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${first}`)}`)?.focus()
      return
    }
    const { values } = result
    key.current ??= crypto.randomUUID()
    setSending(true)
    const sent = await fetch('/api/requests', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...values,
        kind,
        buildYear: prefill.buildYear ?? '',
        engine: prefill.engine ?? '',
        page: window.location.pathname,
        locale: document.documentElement.lang,
        idempotencyKey: key.current,
        website: String(new FormData(form).get('website') ?? ''),
      }),
    })
      .then(async (response) => ({
        ok: response.ok,
        error: ((await response.json().catch(() => ({}))) as { error?: string }).error,
      }))
      .catch(() => ({ ok: false, error: undefined }))
    setSending(false)
    if (!sent.ok) {
      toast.error(sent.error ?? t('failed'))
      setFallbackDraft(contactMailto(to, values))
      return
    }
    key.current = null
    setFallbackDraft(null)
    toast.success(t('sentTitle'), { description: t('sentText') })
    trackEvent('contact_form', {
      has_brand: Boolean(values.brand),
      has_model: Boolean(values.model),
      has_horsepower: Boolean(values.horsepower),
      has_message: Boolean(values.message),
      form_location: variant,
    })
    form.reset()
    setSubmitted(false)
  }

  const error = (name: keyof ContactValues) => {
    const message = errors[name]
    return message ? (
      <span id={`${id}-${name}-error`} className="text-sm text-danger">
        {t(`errors.${message}`)}
      </span>
    ) : null
  }
  const field = (name: keyof ContactValues) => ({
    id: `${id}-${name}`,
    name,
    defaultValue:
      name === 'brand'
        ? (prefill.brand ?? '')
        : name === 'model'
          ? (prefill.model ?? '')
          : undefined,
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    className: input,
  })

  const label = (name: keyof ContactValues, text: string, optional = false) => (
    <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
      {text} {optional && <span className="font-normal text-fg-muted">({t('optional')})</span>}
    </label>
  )

  return (
    <form
      action={contactMailtoWithoutScript(to)}
      method="post"
      encType="text/plain"
      onSubmit={onSubmit}
      onFocus={() => void loadSchema()}
      onChange={(event) => submitted && void check(event.currentTarget)}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
    >
      <div className="grid gap-1">
        {label('name', t('name'))}
        <input {...field('name')} autoComplete="name" required />
        {error('name')}
      </div>
      <div className="grid gap-1">
        {label('email', t('email'))}
        <input {...field('email')} type="email" autoComplete="email" required />
        {error('email')}
      </div>
      <div className="grid gap-1">
        {label('phone', t('phone'))}
        <input {...field('phone')} type="tel" autoComplete="tel" required />
        {error('phone')}
      </div>
      <div className="grid gap-1">
        {label('licensePlate', t('plate'))}
        <input {...field('licensePlate')} required className={`${input} uppercase`} />
        {error('licensePlate')}
      </div>
      <div className="grid gap-1">
        {label('brand', t('brand'), true)}
        <input {...field('brand')} />
        {error('brand')}
      </div>
      <div className="grid gap-1">
        {label('model', t('model'), true)}
        <input {...field('model')} />
        {error('model')}
      </div>
      <div className="grid gap-1">
        {label('horsepower', t('horsepower'), true)}
        <input {...field('horsepower')} type="number" min={0} inputMode="numeric" />
        {error('horsepower')}
      </div>
      <div className="grid gap-1 sm:col-span-2">
        {label('message', t('message'), true)}
        <textarea {...field('message')} rows={variant === 'full' ? 6 : 4} />
        {error('message')}
      </div>
      {/* Honeypot: hidden from people, filled in by form-filling bots. */}
      <div className="sr-only" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t('honeypot')}</label>
        <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className={buttonStyles.primary} disabled={sending}>
          {sending ? t('sending') : t('submit')}
        </button>
        {fallbackDraft && (
          <p className="mt-3 text-sm" role="alert">
            {t('failed')}{' '}
            <a href={fallbackDraft} className="text-accent underline">
              {t('openMail')}
            </a>
          </p>
        )}
      </div>
    </form>
  )
}
