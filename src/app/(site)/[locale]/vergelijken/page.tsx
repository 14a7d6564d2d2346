import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { queryText } from '@/catalogue'
import { Breadcrumbs } from '@/content/components/layout/Breadcrumbs'
import { JsonLd } from '@/content/components/seo/JsonLd'
import { absoluteUrl, itemListJsonLd, pageMetadata } from '@/content/server'
import { getEngineMeasurement } from '@/dyno/data'
import { toLocale } from '@/i18n/locales'
import { routes } from '@/kit/routes/routes'
import { compareChange, MAX_COMPARED, parseComparison } from '@/search'
import { CompareTable } from '@/search/components/CompareTable'
import { SearchField } from '@/search/components/SearchField'
import { getComparison } from '@/search/data'

type Props = PageProps<'/[locale]/vergelijken'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = toLocale((await params).locale)
  const t = await getTranslations({ locale, namespace: 'Compare' })
  return {
    ...pageMetadata({
      locale,
      path: routes.compare,
      title: t('metaTitle'),
      description: t('description'),
    }),
    // Every choice of engines is an address of its own: shared by visitors, not listed by search engines.
    robots: { index: false, follow: true },
  }
}

/** Engines side by side, named in the address (?m=12,40,7): server-rendered and shareable. */
export default async function ComparePage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale)
  setRequestLocale(locale)
  const [query, t] = await Promise.all([searchParams, getTranslations('Compare')])
  const list = parseComparison(query.m)
  const { engines, unknown } = await getComparison(list.ids, locale)
  const missing = [...unknown, ...list.unreadable]
  const ids = engines.map((engine) => engine.id)
  const measurements = await Promise.all(engines.map((e) => getEngineMeasurement(e.path)))
  const measured = new Map(
    engines.flatMap((engine, i) => {
      const gain = measurements[i]?.gain
      return gain ? [[engine.path, gain] as const] : []
    }),
  )
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs locale={locale} trail={[{ label: t('title'), href: routes.compare }]} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
      <p className="mt-2 max-w-2xl text-lg text-fg-muted">{t('intro')}</p>
      {queryText(query.vervangen) === '1' && (
        <p role="status" className="mt-6 rounded-xl bg-panel p-4">
          {t('replaced')}
        </p>
      )}
      {missing.length > 0 && (
        <p role="alert" className="mt-6 rounded-xl bg-warning-soft p-4 font-medium">
          {t('unknown', { count: missing.length, ids: missing.join(', ') })}
        </p>
      )}
      {engines.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-line-strong p-6 text-lg">
          {t('empty')}
        </p>
      ) : (
        <>
          <p className="mt-6 text-sm text-fg-muted">{t('count', { count: engines.length })}</p>
          <CompareTable locale={locale} engines={engines} measured={measured} />
          <a
            href={compareChange(locale, { ids, clear: true })}
            rel="nofollow"
            className="mt-3 inline-flex min-h-tap items-center text-sm text-fg-muted hover:text-accent hover:underline"
          >
            {t('clear')}
          </a>
        </>
      )}
      {engines.length < MAX_COMPARED && (
        <section aria-labelledby="compare-add" className="mt-8 max-w-2xl">
          <h2 id="compare-add" className="mb-3 text-xl font-semibold">
            {t('add')}
          </h2>
          <SearchField locale={locale} compare={ids} />
        </section>
      )}
      {engines.length > 0 && (
        <JsonLd
          data={itemListJsonLd(
            t('title'),
            engines.map((engine) => ({
              name: `${engine.brand} ${engine.model} ${engine.name}`,
              url: absoluteUrl(locale, routes.catalogue(engine.path)),
            })),
          )}
        />
      )}
    </main>
  )
}

// The engines come from the query string (each one's figures are cached reads).
export const dynamic = 'force-dynamic'
