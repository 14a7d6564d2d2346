import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { groupByFuel } from '@/catalogue'
import { Breadcrumbs } from '@/catalogue/components/Breadcrumbs'
import { EngineCards } from '@/catalogue/components/EngineCards'
import { GainBadge } from '@/catalogue/components/GainBadge'
import { StatusPanel } from '@/catalogue/components/StatusPanel'
import { catalogueTrail } from '@/catalogue/components/vehicle'
import { getYearPage } from '@/catalogue/data'
import { pageMetadata } from '@/content/server'
import { toLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { routes } from '@/kit/routes/routes'
import { buttonStyles } from '@/kit/ui/button-styles'

type Props = PageProps<'/[locale]/merken/[brand]/[model]/[year]'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, brand, model, year: slug } = await params
  const locale = toLocale(raw)
  const year = await getYearPage(brand, model, slug)
  if (!year) return {}
  const t = await getTranslations({ locale, namespace: 'Year' })
  const names = { brand: year.brand.name, model: year.model.name, year: year.label }
  return pageMetadata({
    locale,
    path: routes.catalogue(year.path),
    title: t('title', names),
    description: t('description', names),
    keywords: [year.brand.name, year.model.name, year.label],
  })
}

export default async function YearPage({ params }: Props) {
  const { locale: raw, brand, model, year: slug } = await params
  const locale = toLocale(raw)
  setRequestLocale(locale)
  const [year, t, b, states] = await Promise.all([
    getYearPage(brand, model, slug),
    getTranslations('Year'),
    getTranslations('Brand'),
    getTranslations('States'),
  ])
  if (!year) notFound()
  const names = { brand: year.brand.name, model: year.model.name, year: year.label }
  const sections = groupByFuel(year.engines, (engine) => engine.fuel)
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs locale={locale} trail={catalogueTrail(year.brand, year.model, year)} />
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{t('title', names)}</h1>
      <div className="mt-2">
        <GainBadge label={b('averageGain', { gain: year.averageGain })} />
      </div>

      {sections.length === 0 || year.underConstruction ? (
        <StatusPanel title={states('yearEmpty')} headingLevel={2}>
          <Link href={routes.contact} className={buttonStyles.primary}>
            {states('contact')}
          </Link>
        </StatusPanel>
      ) : (
        sections.map((section) => (
          <section key={section.group} aria-labelledby={`fuel-${section.group}`} className="mt-10">
            <h2 id={`fuel-${section.group}`} className="text-2xl font-bold">
              {t(`fuel.${section.group}`)}
            </h2>
            <EngineCards engines={section.items} />
          </section>
        ))
      )}
    </main>
  )
}
