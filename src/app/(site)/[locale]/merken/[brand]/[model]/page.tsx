import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { BrandLogo } from '@/components/catalogue/BrandLogo'
import { Breadcrumbs } from '@/components/catalogue/Breadcrumbs'
import { GainBadge } from '@/components/catalogue/GainBadge'
import { LinkPending } from '@/components/catalogue/LinkPending.client'
import { Maintenance } from '@/components/catalogue/states'
import { ContactSection } from '@/components/forms/ContactSection'
import { getModelPage } from '@/data/catalogue'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { pageMetadata } from '@/seo/page-metadata'

type Props = { params: Promise<{ locale: Locale; brand: string; model: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, brand, model: slug } = await params
  const model = await getModelPage(brand, slug)
  if (!model) return {}
  const t = await getTranslations({ locale, namespace: 'Model' })
  const names = { brand: model.brand.name, model: model.name }
  return pageMetadata({ locale, path: `/merken/${model.path}`, title: t('title', names), description: t('description', names), keywords: [model.brand.name, model.name] })
}

export default async function ModelPage({ params }: Props) {
  const { locale, brand, model: slug } = await params
  setRequestLocale(locale)
  const [model, t, b, states] = await Promise.all([getModelPage(brand, slug), getTranslations('Model'), getTranslations('Brand'), getTranslations('States')])
  if (!model) notFound()
  const names = { brand: model.brand.name, model: model.name }
  const pending = model.underConstruction || model.years.length === 0
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs
        locale={locale}
        trail={[
          { label: model.brand.name, href: `/merken/${model.brand.slug}` },
          { label: model.name, href: `/merken/${model.path}` },
        ]}
      />
      <header className="mt-6 flex flex-wrap items-center gap-5">
        <BrandLogo name={model.brand.name} slug={model.brand.slug} src={model.brand.logoUrl} size="lg" />
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('title', names)}</h1>
          <div className="mt-2">
            <GainBadge label={b('averageGain', { gain: model.averageGain })} />
          </div>
        </div>
      </header>

      {pending ? (
        <Maintenance title={states('modelPending', names)} text={states('pendingText')} headingLevel={2} />
      ) : (
        <section aria-labelledby="years-title" className="mt-10">
          <h2 id="years-title" className="text-2xl font-bold">
            {t('chooseYear')}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {model.years.map((year) => (
              <li key={year.slug}>
                <Link
                  href={`/merken/${year.path}`}
                  className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-700"
                >
                  <span className="text-lg font-semibold text-slate-900">{year.label}</span>
                  {year.comingSoon ? (
                    <span className="w-fit rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{b('comingSoon')}</span>
                  ) : (
                    <span className="text-sm text-slate-600">{t('engines', { count: year.engineCount })}</span>
                  )}
                  <LinkPending />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ContactSection title={b('contactTitle', { brand: `${model.brand.name} ${model.name}` })} prefill={{ brand: model.brand.name, model: model.name }} />
    </main>
  )
}
