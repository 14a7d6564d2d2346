import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { getBrandSummary, getModelLevel } from '@/catalogue/data'
import { NotFoundView } from '@/content/components/layout/NotFoundStatus'
import { notFoundMetadata } from '@/content/server'
import { toLocale } from '@/i18n/locales'

import ModelNotFound from '../not-found'

type Props = LayoutProps<'/[locale]/merken/[brand]/[model]'>

/** Rendered on first request, then cached until the catalogue tag is revalidated (ISR). */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale, brand, model } = await params
  // The brand layout names an unknown brand; only a missing model of a known brand is named here.
  if ((await getModelLevel(brand, model)) || !(await getBrandSummary(brand))) return {}
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'States' })
  return notFoundMetadata(t('maintenance'))
}

export default async function ModelLayout({ children, params }: Props) {
  const { brand, model } = await params
  if (await getModelLevel(brand, model)) return children
  return (
    <NotFoundView>
      <ModelNotFound />
    </NotFoundView>
  )
}
