import { getTranslations } from 'next-intl/server'

import { Breadcrumbs as SiteBreadcrumbs, type Crumb } from '@/content/components/layout/Breadcrumbs'
import type { Locale } from '@/i18n/locales'
import { routes } from '@/kit/routes/routes'

export type { Crumb }

/** Home > Merken > brand > model > year > engine. */
export async function Breadcrumbs({ locale, trail }: { locale: Locale; trail: Crumb[] }) {
  const t = await getTranslations({ locale, namespace: 'Common' })
  return (
    <SiteBreadcrumbs
      locale={locale}
      trail={[{ label: t('brands'), href: routes.brands }, ...trail]}
    />
  )
}
