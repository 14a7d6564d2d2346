import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { BrandFilter } from '@/components/catalogue/BrandFilter.client'
import { BrandGrid } from '@/components/catalogue/BrandGrid'
import { Breadcrumbs } from '@/components/catalogue/Breadcrumbs'
import { ClientMessages } from '@/components/ClientMessages'
import { PlateLookup } from '@/components/kenteken/PlateLookup.client'
import { JsonLd } from '@/components/seo/JsonLd'
import { getBrandIndex } from '@/data/catalogue'
import { type CategoryTab, filterBrands, isCategoryTab } from '@/domain/categories'
import { routes } from '@/domain/routes'
import { toLocale } from '@/i18n/locales'
import { absoluteUrl } from '@/seo/alternates'
import { pageMetadata } from '@/seo/page-metadata'
import { itemListJsonLd } from '@/seo/structured-data'

type Props = PageProps<'/[locale]/merken'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = toLocale((await params).locale)
  const t = await getTranslations({ locale, namespace: 'Brands' })
  return pageMetadata({
    locale,
    path: routes.brands,
    title: t('metaTitle'),
    description: t('description'),
    keywords: (await getTranslations({ locale, namespace: 'Keywords' }))('brands').split(', '),
  })
}

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? ''

/** The brand overview; /chiptuning and /automerken show this page too (rewrites, canonical /merken). */
export default async function BrandsPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale)
  setRequestLocale(locale)
  const [{ q, category }, t, k, index] = await Promise.all([
    searchParams,
    getTranslations('Brands'),
    getTranslations('Kenteken'),
    getBrandIndex(),
  ])
  const requested = first(category)
  const tab: CategoryTab = isCategoryTab(requested) ? requested : 'all'
  const query = first(q).slice(0, 100)
  const brands = index.map(({ models: _models, ...brand }) => brand)
  const shown = new Set(filterBrands(brands, { tab, query }).map((brand) => brand.slug))
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
          <BrandFilter
            brands={brands.map(({ slug, name, category }) => ({ slug, name, category }))}
            initialTab={tab}
            initialQuery={query}
          >
            <BrandGrid brands={brands} shown={shown} />
          </BrandFilter>
        </ClientMessages>
      </div>
      <JsonLd
        data={itemListJsonLd(
          t('title'),
          brands.map((brand) => ({
            name: brand.name,
            url: absoluteUrl(locale, routes.brand(brand.slug)),
          })),
        )}
      />
    </main>
  )
}

// Filters come from the query string, so the page renders per request (its data is cached).
export const dynamic = 'force-dynamic'
