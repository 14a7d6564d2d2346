import { setRequestLocale } from 'next-intl/server'

import { ManageLinkNotFound } from '@/booking/components/ManageLinkNotFound'
import { toLocale } from '@/i18n/locales'

/**
 * The view lives in the layout: the page only sets the 404 status (NotFoundView), and once the
 * browser hands the page to this segment's not-found boundary, the view around it stays.
 */
export default async function UnknownManageLinkLayout({
  children,
  params,
}: LayoutProps<'/[locale]/afspraak/beheren/link-onbekend'>) {
  const locale = toLocale((await params).locale)
  setRequestLocale(locale)
  return (
    <>
      <ManageLinkNotFound locale={locale} />
      {children}
    </>
  )
}
