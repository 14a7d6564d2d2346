import { getTranslations } from 'next-intl/server'

import { getRetention } from '../data/retention'

/**
 * The privacy page's promise, from the settings the nightly job applies: how long each kind of
 * personal data is kept. Changed in the admin, the page says the new periods.
 */
export async function RetentionPeriods() {
  const [t, periods] = await Promise.all([getTranslations('Privacy'), getRetention()])
  return (
    <section aria-labelledby="retention-title" className="mt-10 max-w-3xl rounded-xl bg-panel p-5">
      <h2 id="retention-title" className="text-xl font-bold">
        {t('title')}
      </h2>
      <p className="mt-2 text-fg-muted">{t('intro')}</p>
      <ul className="mt-3 list-disc space-y-1 pl-5">
        <li>{t('bookings', { months: periods.bookingsMonths })}</li>
        <li>{t('requests', { months: periods.requestsMonths })}</li>
        <li>{t('mails', { days: periods.mailDays })}</li>
        <li>{t('waitlist', { days: periods.waitlistDays })}</li>
        <li>{t('backups')}</li>
      </ul>
      <p className="mt-3 text-fg-muted">{t('rights')}</p>
    </section>
  )
}
