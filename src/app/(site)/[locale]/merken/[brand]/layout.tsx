import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { getBrandSummary } from '@/catalogue/data'
import { NotFoundView } from '@/content/components/layout/NotFoundStatus'
import { notFoundMetadata } from '@/content/server'
import { toLocale } from '@/i18n/locales'

import BrandNotFound from '../not-found'

type Props = LayoutProps<'/[locale]/merken/[brand]'>

/** Rendered on first request, then cached until the catalogue tag is revalidated (ISR). */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale, brand } = await params
  if (await getBrandSummary(brand)) return {}
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'States' })
  return notFoundMetadata(t('brandNotFound'))
}

/** An unknown brand stops here with 404, whichever page below was asked for. */
export default async function BrandLayout({ children, params }: Props) {
  const { brand } = await params
  if (await getBrandSummary(brand)) return children
  return (
    <NotFoundView>
      <BrandNotFound />
    </NotFoundView>
  )
}
