import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { getSiteSettings } from '@/kit/data/settings'
import { telHref } from '@/kit/routes/links'

/** A manage link that names no booking (mistyped, or the booking is gone): call the workshop. */
export async function ManageLinkNotFound({ locale }: { locale: Locale }) {
  const [t, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'ManageBooking' }),
    getSiteSettings(),
  ])
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{t('notFoundTitle')}</h1>
      <p className="mt-6">{t('notFoundText')}</p>
      <p className="mt-4">
        <a href={telHref(settings.phone)} className="font-semibold underline">
          {settings.phone}
        </a>
      </p>
    </main>
  )
}
