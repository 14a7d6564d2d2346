'use client'

import { usePathname } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useId, useRef, useState } from 'react'

import { trackEvent } from '@/content/client/analytics'
import { formActions } from '@/kit/forms/form-actions'
import { useVisitorForm } from '@/kit/forms/use-visitor-form'
import { buttonStyles } from '@/kit/ui/button-styles'
import { toast } from '@/kit/ui/toast'
import type { contactSchema, ContactValues } from '@/requests/rules/contact'
import { contactMailto } from '@/requests/rules/contact-mailto'

import { RequestFields } from './RequestFields'

export type RequestKind = 'contact' | 'stage2' | 'advice'
export type RequestPrefill = { brand?: string; model?: string; buildYear?: string; engine?: string }
export type ContactName = keyof ContactValues

const names: ContactName[] = [
  'name',
  'email',
  'phone',
  'licensePlate',
  'brand',
  'model',
  'horsepower',
  'message',
]

const valuesFrom = (prefill: RequestPrefill): ContactValues => ({
  ...(Object.fromEntries(names.map((name) => [name, ''])) as ContactValues),
  brand: prefill.brand ?? '',
  model: prefill.model ?? '',
})
const pick = (entered: Record<string, string> = {}): Partial<ContactValues> =>
  Object.fromEntries(names.filter((name) => name in entered).map((name) => [name, entered[name]]))

/**
 * Sends the request to the workshop: stored, mailed to the workshop and confirmed to the
 * visitor. react-hook-form checks it with the server's own schema on submit, then on every
 * change until it is valid, and sends JSON to POST /api/requests; before its script runs (or
 * without one) the browser posts the same form to the server, which answers with a page. When
 * it cannot be sent (no connection, the server down), the message is offered as a mail draft.
 */
export function RequestForm({
  to,
  prefill,
  variant,
  kind = 'contact',
  entered,
}: {
  to: string
  prefill: RequestPrefill
  variant: 'compact' | 'full'
  kind?: RequestKind
  /** What the visitor sent before, handed back by the answer page when it was refused. */
  entered?: Record<string, string>
}) {
  const t = useTranslations('ContactForm')
  const locale = useLocale()
  const page = usePathname()
  // A sent form starts again from the prefill; one handed back starts from what was entered.
  const fresh = valuesFrom(prefill)
  const defaults = { ...fresh, ...pick(entered) }
  const form = useVisitorForm<ContactValues, typeof contactSchema>(
    () => import('@/requests/rules/contact').then((module) => module.contactSchema),
    defaults,
  )
  const honeypot = useRef<HTMLInputElement>(null)
  // The message as a mail draft, offered when it could not be sent from the site.
  const [fallbackDraft, setFallbackDraft] = useState<string | null>(null)
  // One key per message: a retry after a lost answer is recognised, not stored twice.
  const key = useRef<string | null>(null)
  // Ids of its own: a page may hold the contact form and a quote form at once.
  const id = useId()

  async function send(values: ContactValues) {
    key.current ??= crypto.randomUUID()
    const sent = await fetch('/api/requests', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...values,
        kind,
        buildYear: prefill.buildYear ?? '',
        engine: prefill.engine ?? '',
        page: window.location.pathname,
        locale,
        idempotencyKey: key.current,
        website: honeypot.current?.value ?? '',
      }),
    })
      .then(async (response) => ({
        ok: response.ok,
        error: ((await response.json().catch(() => ({}))) as { error?: string }).error,
      }))
      .catch(() => ({ ok: false, error: undefined }))
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
    form.reset(fresh)
  }

  return (
    <form
      method="post"
      action={formActions.request}
      onSubmit={(event) => void form.handleSubmit(send)(event)}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
    >
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="buildYear" value={prefill.buildYear ?? ''} />
      <input type="hidden" name="engine" value={prefill.engine ?? ''} />
      <input type="hidden" name="page" value={entered?.page ?? page} />
      <input type="hidden" name="locale" value={locale} />
      <RequestFields id={id} form={form} variant={variant} />
      {/* Honeypot: hidden from people, filled in by form-filling bots. */}
      <div className="sr-only" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t('honeypot')}</label>
        <input
          ref={honeypot}
          id={`${id}-website`}
          name="website"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <div className="sm:col-span-2">
        <button
          type="submit"
          className={buttonStyles.primary}
          disabled={form.formState.isSubmitting}
        >
          {form.formState.isSubmitting ? t('sending') : t('submit')}
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
