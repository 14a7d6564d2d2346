import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { Breadcrumbs } from '@/catalogue/components/Breadcrumbs'
import { EngineCards } from '@/catalogue/components/EngineCards'
import { catalogueTrail } from '@/catalogue/components/vehicle'
import { getEngineAddress, getYearLevel, getYearPage } from '@/catalogue/data'
import { NotFoundView } from '@/content/components/layout/NotFoundStatus'
import { notFoundMetadata } from '@/content/server'
import { toLocale } from '@/i18n/locales'

import EngineNotFound from '../not-found'

type Props = LayoutProps<'/[locale]/merken/[brand]/[model]/[year]/[engine]'>

/** Rendered on first request, then cached until the catalogue tag is revalidated (ISR). */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale: raw, brand, model, year, engine } = await params
  const locale = toLocale(raw)
  const [address, level] = await Promise.all([
    getEngineAddress(brand, model, year, engine),
    getYearLevel(brand, model, year),
  ])
  if (!level) return {}
  if (address.kind === 'none')
    return notFoundMetadata(
      (await getTranslations({ locale, namespace: 'States' }))('engineNotFound'),
    )
  if (address.kind !== 'choice') return {}
  const t = await getTranslations({ locale, namespace: 'Engine' })
  // A helper page between a shared short address and the engines it may mean: followed, not indexed.
  return notFoundMetadata(
    t('choiceTitle', {
      brand: level.brand.name,
      model: level.model.name,
      year: level.year.label,
      hp: address.stockHp,
    }),
  )
}

/**
 * An engine segment that names no engine stops here with 404; the short form "150pk"
 * shared by several engines of the build year offers the choice between them. A short form
 * naming one engine reaches the page, which sends it on to the engine's own address.
 */
export default async function EngineLayout({ children, params }: Props) {
  const { locale: raw, brand, model, year, engine } = await params
  const locale = toLocale(raw)
  const address = await getEngineAddress(brand, model, year, engine)
  if (address.kind === 'engine' || address.kind === 'moved') return children
  if (address.kind === 'none') {
    return (
      <NotFoundView>
        <EngineNotFound />
      </NotFoundView>
    )
  }
  const [page, t] = await Promise.all([
    getYearPage(brand, model, year),
    getTranslations({ locale, namespace: 'Engine' }),
  ])
  if (!page) return null
  const names = {
    brand: page.brand.name,
    model: page.model.name,
    year: page.label,
    hp: address.stockHp,
  }
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs locale={locale} trail={catalogueTrail(page.brand, page.model, page)} />
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">
        {t('choiceTitle', names)}
      </h1>
      <p className="mt-3 max-w-3xl text-lg text-fg-muted">{t('choiceText', names)}</p>
      <EngineCards engines={address.engines} />
    </main>
  )
}
