import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { queryText } from '@/catalogue'
import { Breadcrumbs } from '@/content/components/layout/Breadcrumbs'
import { JsonLd } from '@/content/components/seo/JsonLd'
import { absoluteUrl, itemListJsonLd, pageMetadata } from '@/content/server'
import { toLocale } from '@/i18n/locales'
import { routes } from '@/kit/routes/routes'
import { clientKey } from '@/platform/shared/client-address'
import { MAX_QUERY_LENGTH, parseComparison } from '@/search'
import { SearchField } from '@/search/components/SearchField'
import { SearchResults } from '@/search/components/SearchResults'
import { searchVehicles } from '@/search/data'

type Props = PageProps<'/[locale]/zoeken'>

const shown = (q: string | string[] | undefined) => queryText(q).trim().slice(0, MAX_QUERY_LENGTH)

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = toLocale((await params).locale)
  const query = shown((await searchParams).q)
  const t = await getTranslations({ locale, namespace: 'Search' })
  return {
    ...pageMetadata({
      locale,
      path: routes.search,
      title: query ? t('metaTitleFor', { query }) : t('metaTitle'),
      description: t('description'),
    }),
    // Result pages are endless and thin: followed, never listed (the sitemap leaves them out).
    robots: { index: false, follow: true },
  }
}

/** The vehicle search's results, rendered on the server: the form is a plain GET to this page. */
export default async function SearchPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale)
  setRequestLocale(locale)
  const [query, t] = await Promise.all([searchParams, getTranslations('Search')])
  const q = shown(query.q)
  const compare = parseComparison(query.m).ids
  const answer = q
    ? await searchVehicles(q, {
        locale,
        client: clientKey({ headers: new Headers(await headers()) }),
      })
    : null
  const hits = answer?.status === 'ok' ? answer.hits : []
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <Breadcrumbs locale={locale} trail={[{ label: t('crumb'), href: routes.search }]} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
        {q ? t('titleFor', { query: q }) : t('title')}
      </h1>
      <p className="mt-2 max-w-2xl text-lg text-fg-muted">{t('intro')}</p>
      <div className="mt-6 max-w-2xl">
        <SearchField locale={locale} initial={q} compare={compare} />
        <p className="mt-2 text-sm text-fg-muted">{t('tip')}</p>
      </div>
      {answer && answer.status !== 'ok' && (
        <p role="alert" className="mt-8 rounded-xl bg-warning-soft p-4 font-medium">
          {answer.message}
        </p>
      )}
      {answer?.status === 'ok' && (
        <SearchResults locale={locale} query={q} hits={hits} compare={compare} />
      )}
      {hits.length > 0 && (
        <JsonLd
          data={itemListJsonLd(
            t('titleFor', { query: q }),
            hits.map((hit) => ({
              name: hit.title,
              url: absoluteUrl(locale, routes.catalogue(hit.path)),
            })),
          )}
        />
      )}
    </main>
  )
}

// Every answer depends on the query string (the index itself is kept in memory).
export const dynamic = 'force-dynamic'
