import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { BrandOverview } from '@/components/catalogue/BrandOverview.client'
import { Breadcrumbs } from '@/components/catalogue/Breadcrumbs'
import { ClientMessages } from '@/components/ClientMessages'
import { PlateLookup } from '@/components/kenteken/PlateLookup.client'
import { JsonLd } from '@/components/seo/JsonLd'
import { getBrandIndex } from '@/data/catalogue'
import { isCategoryTab } from '@/domain/categories'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/seo/alternates'
import { pageMetadata } from '@/seo/page-metadata'
import { siteUrl } from '@/site-url'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<{ q?: string | string[]; category?: string | string[] }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Brands' })
  return pageMetadata({ locale, path: '/merken', title: t('metaTitle'), description: t('description'), keywords: (await getTranslations({ locale, namespace: 'Keywords' }))('brands').split(', ') })
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

/** The brand overview; /chiptuning and /automerken show this page too (rewrites, canonical /merken). */
export default async function BrandsPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [{ q, category }, t, k, index] = await Promise.all([searchParams, getTranslations('Brands'), getTranslations('Kenteken'), getBrandIndex()])
  const tab = isCategoryTab(first(category)) ? (first(category) as Parameters<typeof BrandOverview>[0]['initialTab']) : 'all'
  const brands = index.map(({ models: _models, ...brand }) => brand)
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs locale={locale} trail={[]} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
      <p className="mt-2 max-w-2xl text-lg text-slate-700">{t('intro')}</p>
      <section aria-labelledby="plate-title" className="mt-6 max-w-xl rounded-xl bg-slate-50 p-4">
        <h2 id="plate-title" className="mb-2 text-lg font-semibold">
          {k('title')}
        </h2>
        <ClientMessages namespaces={['Kenteken']}>
          <PlateLookup />
        </ClientMessages>
      </section>
      <div className="mt-8">
        <ClientMessages namespaces={['Brands']}>
          <BrandOverview brands={brands} initialTab={tab} initialQuery={first(q).slice(0, 100)} />
        </ClientMessages>
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: t('title'),
          numberOfItems: brands.length,
          itemListElement: brands.map((brand, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: brand.name,
            url: `${siteUrl}${localizedPath(locale, `/merken/${brand.slug}`)}`,
          })),
        }}
      />
    </main>
  )
}

// Filters come from the query string, so the page renders per request (its data is cached).
export const dynamic = 'force-dynamic'
