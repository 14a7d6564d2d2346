import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { formActions } from '@/kit/forms/form-actions'
import { buttonStyles } from '@/kit/ui/button-styles'

const field = 'mt-1 w-full rounded-lg border border-line-strong px-3 py-2'

/**
 * A full day's waitlist as a plain form, for the answer to a booking sent without script: it
 * posts to the server, which runs POST /api/waitlist's schema and service and answers with a page.
 */
export async function WaitlistFormWithoutScript({
  locale,
  date,
  holdHours,
  values,
}: {
  locale: Locale
  date: string
  holdHours: number
  values: { name?: string; email?: string; vehicle?: string }
}) {
  const [t, contact] = await Promise.all([
    getTranslations({ locale, namespace: 'Waitlist' }),
    getTranslations({ locale, namespace: 'ContactForm' }),
  ])
  return (
    <form
      method="post"
      action={formActions.waitlist}
      className="mt-6 space-y-3 rounded-xl bg-panel p-4"
    >
      <h2 className="font-semibold">{t('title')}</h2>
      <p className="text-sm text-fg-muted">{t('intro', { hours: holdHours })}</p>
      <input type="hidden" name="date" value={date} />
      <input type="hidden" name="locale" value={locale} />
      {(['name', 'email', 'vehicle'] as const).map((key) => (
        <label key={key} className="block text-sm font-medium">
          {t(key)}
          <input
            name={key}
            type={key === 'email' ? 'email' : 'text'}
            autoComplete={key === 'email' ? 'email' : key === 'name' ? 'name' : 'off'}
            required={key !== 'vehicle'}
            defaultValue={values[key] ?? ''}
            className={field}
          />
        </label>
      ))}
      <label className="sr-only" aria-hidden="true">
        {contact('honeypot')}
        <input name="website" tabIndex={-1} autoComplete="off" />
      </label>
      <button type="submit" className={buttonStyles.secondary}>
        {t('submit')}
      </button>
    </form>
  )
}
