import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { getModelLevel, getYearLevel } from '@/catalogue/data'
import { NotFoundView } from '@/content/components/layout/NotFoundStatus'
import { notFoundMetadata } from '@/content/server'
import { toLocale } from '@/i18n/locales'

import YearNotFound from '../not-found'

type Props = LayoutProps<'/[locale]/merken/[brand]/[model]/[year]'>

/** Rendered on first request, then cached until the catalogue tag is revalidated (ISR). */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale, brand, model, year } = await params
  if ((await getYearLevel(brand, model, year)) || !(await getModelLevel(brand, model))) return {}
  const t = await getTranslations({ locale: toLocale(locale), namespace: 'States' })
  return notFoundMetadata(t('yearNotFound'))
}

export default async function YearLayout({ children, params }: Props) {
  const { brand, model, year } = await params
  if (await getYearLevel(brand, model, year)) return children
  return (
    <NotFoundView>
      <YearNotFound />
    </NotFoundView>
  )
}
