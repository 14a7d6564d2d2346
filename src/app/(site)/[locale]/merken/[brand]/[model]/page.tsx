import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { BrandHeading } from '@/catalogue/components/BrandHeading'
import { Breadcrumbs } from '@/catalogue/components/Breadcrumbs'
import { CardLinks } from '@/catalogue/components/CardLinks'
import { GainBadge } from '@/catalogue/components/GainBadge'
import { Maintenance } from '@/catalogue/components/states.client'
import { catalogueTrail } from '@/catalogue/components/vehicle'
import { getModelPage } from '@/catalogue/data'
import { pageMetadata } from '@/content/server'
import { toLocale } from '@/i18n/locales'
import { routes } from '@/kit/routes/routes'
import { ContactSection } from '@/requests/components/ContactSection'

type Props = PageProps<'/[locale]/merken/[brand]/[model]'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, brand, model: slug } = await params
  const locale = toLocale(raw)
  const model = await getModelPage(brand, slug)
  if (!model) return {}
  const t = await getTranslations({ locale, namespace: 'Model' })
  const names = { brand: model.brand.name, model: model.name }
  return pageMetadata({
    locale,
    path: routes.catalogue(model.path),
    title: t('title', names),
    description: t('description', names),
    keywords: [model.brand.name, model.name],
  })
}

export default async function ModelPage({ params }: Props) {
  const { locale: raw, brand, model: slug } = await params
  const locale = toLocale(raw)
  setRequestLocale(locale)
  const [model, t, b, states] = await Promise.all([
    getModelPage(brand, slug),
    getTranslations('Model'),
    getTranslations('Brand'),
    getTranslations('States'),
  ])
  if (!model) notFound()
  const names = { brand: model.brand.name, model: model.name }
  const pending = model.underConstruction || model.years.length === 0
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs locale={locale} trail={catalogueTrail(model.brand, model)} />
      <header className="mt-6 flex flex-wrap items-center gap-5">
        <BrandHeading brand={model.brand} title={t('title', names)} size="lg">
          <div className="mt-2">
            <GainBadge label={b('averageGain', { gain: model.averageGain })} />
          </div>
        </BrandHeading>
      </header>

      {pending ? (
        <Maintenance
          title={states('modelPending', names)}
          text={states('pendingText')}
          headingLevel={2}
        />
      ) : (
        <section aria-labelledby="years-title" className="mt-10">
          <h2 id="years-title" className="text-2xl font-bold">
            {t('chooseYear')}
          </h2>
          <CardLinks
            title="text-lg font-semibold"
            cards={model.years.map((year) => ({
              key: year.slug,
              href: routes.catalogue(year.path),
              title: year.label,
              comingSoon: year.comingSoon ? b('comingSoon') : null,
              detail: (
                <span className="text-sm text-fg-muted">
                  {t('engines', { count: year.engineCount })}
                </span>
              ),
            }))}
          />
        </section>
      )}
      <ContactSection
        title={b('contactTitle', { brand: `${model.brand.name} ${model.name}` })}
        prefill={{ brand: model.brand.name, model: model.name }}
      />
    </main>
  )
}
