import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { type CategoryTab, filterBrands, isCategoryTab, pickerTarget, queryText } from '@/catalogue'
import { BrandFilter } from '@/catalogue/components/BrandFilter.client'
import { BrandGrid } from '@/catalogue/components/BrandGrid'
import { Breadcrumbs } from '@/catalogue/components/Breadcrumbs'
import { getBrandIndex } from '@/catalogue/data'
import { JsonLd } from '@/content/components/seo/JsonLd'
import { absoluteUrl, pageMetadata, itemListJsonLd } from '@/content/server'
import { toLocale, type Locale } from '@/i18n/locales'
import { redirect } from '@/i18n/navigation'
import { lookupState, onlyMatch } from '@/kenteken/components/lookup-state'
import { PlateLookup } from '@/kenteken/components/PlateLookup.client'
import { siteVehicleLookup } from '@/kenteken/data'
import { routes } from '@/kit/routes/routes'
import { ClientMessages } from '@/kit/ui/ClientMessages'
import { clientKey } from '@/platform/shared/client-address'
import { SearchField } from '@/search/components/SearchField'

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

/**
 * The plate form sent without script (?plate=): the server looks it up as GET /api/vehicle
 * does, under the same per-client limit. One matching engine opens its page, as with script.
 */
async function plateResult(input: string, locale: Locale) {
  if (!input) return undefined
  const client = clientKey({ headers: new Headers(await headers()) })
  const answer = await siteVehicleLookup()(input, client)
  const state = lookupState(answer)
  const only = onlyMatch(state)
  if (only) redirect({ href: only.path, locale })
  return { plate: answer.plate ?? input.trim().slice(0, 12).toUpperCase(), state }
}

/** The brand overview; /chiptuning and /automerken show this page too (rewrites, canonical /merken). */
export default async function BrandsPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale)
  setRequestLocale(locale)
  const [query, t, k, index] = await Promise.all([
    searchParams,
    getTranslations('Brands'),
    getTranslations('Kenteken'),
    getBrandIndex(),
  ])
  const { q, category, plate } = query
  // The home picker sent without script: its brand (and model) page.
  const picked = pickerTarget(index, query)
  if (picked) redirect({ href: picked, locale })
  // The search and plate fields show what was sent as text a visitor can read and correct.
  const found = await plateResult(queryText(plate), locale)
  const requested = queryText(category)
  const tab: CategoryTab = isCategoryTab(requested) ? requested : 'all'
  const search = queryText(q)
  const brands = index.map(({ models: _models, ...brand }) => brand)
  const shown = new Set(filterBrands(brands, { tab, query: search }).map((brand) => brand.slug))
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs locale={locale} trail={[]} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
      <p className="mt-2 max-w-2xl text-lg text-fg-muted">{t('intro')}</p>
      <div className="mt-6 max-w-xl">
        <SearchField locale={locale} />
      </div>
      <section aria-labelledby="plate-title" className="mt-6 max-w-xl rounded-xl bg-panel p-4">
        <h2 id="plate-title" className="mb-2 text-lg font-semibold">
          {k('title')}
        </h2>
        <ClientMessages namespaces={['Kenteken']}>
          <PlateLookup initial={found} />
        </ClientMessages>
      </section>
      <div className="mt-8">
        <ClientMessages namespaces={['Brands']}>
          <BrandFilter
            brands={brands.map(({ slug, name, category }) => ({ slug, name, category }))}
            initialTab={tab}
            initialQuery={search}
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

// Filters and a plate come from the query string, so the page renders per request (its data is cached).
export const dynamic = 'force-dynamic'
