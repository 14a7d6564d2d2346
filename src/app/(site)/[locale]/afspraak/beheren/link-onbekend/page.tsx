import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { NotFoundView } from '@/content/components/layout/NotFoundStatus'
import { notFoundMetadata } from '@/content/server'
import { toLocale } from '@/i18n/locales'

type Props = PageProps<'/[locale]/afspraak/beheren/link-onbekend'>

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const locale = toLocale((await params).locale)
  const t = await getTranslations({ locale, namespace: 'ManageBooking' })
  // Reached from a manage link: the same referrer rule as the manage page (and its header).
  return { ...notFoundMetadata(t('notFoundTitle')), referrer: 'strict-origin' }
}

export function generateStaticParams() {
  return []
}

/**
 * Where a manage link that names no booking is sent. Rendered once per language like any page,
 * it answers 404 with its words in the HTML (the layout's view); the manage page itself renders
 * per request, and there Next 16 answers a not-found with an empty document that only scripts
 * fill in.
 */
export default async function UnknownManageLink({ params }: Props) {
  setRequestLocale(toLocale((await params).locale))
  return <NotFoundView>{null}</NotFoundView>
}
