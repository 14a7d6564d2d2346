import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { routes } from '@/kit/routes/routes'

import { compareChange } from '../rules/compare'
import type { HitLine } from '../rules/present'

/**
 * The results of a search, the most exact first: each links to its page; an engine can also be
 * added to a comparison (a link through /api/compare, which needs no script).
 */
export async function SearchResults({
  locale,
  query,
  hits,
  compare,
}: {
  locale: Locale
  query: string
  hits: HitLine[]
  compare: readonly string[]
}) {
  const t = await getTranslations({ locale, namespace: 'Search' })
  if (hits.length === 0)
    return (
      <div className="mt-8 rounded-xl border border-dashed border-line-strong p-6">
        <p className="text-lg font-semibold">{t('empty', { query })}</p>
        <p className="mt-2 text-fg-muted">{t('emptyHint')}</p>
        <Link href={routes.brands} className="button-secondary mt-4">
          {t('browse')}
        </Link>
      </div>
    )
  return (
    <section aria-labelledby="results-title" className="mt-8">
      <h2 id="results-title" className="text-lg font-semibold" aria-live="polite">
        {t('results', { count: hits.length, query })}
      </h2>
      {compare.length > 0 && <p className="mt-1 text-fg-muted">{t('comparePick')}</p>}
      <ol className="mt-4 grid gap-2">
        {hits.map((hit) => (
          <li key={hit.id} className="card flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
            <Link href={routes.catalogue(hit.path)} className="min-w-0 flex-1 hover:text-accent">
              <span className="block font-semibold">{hit.title}</span>
              <span className="block text-sm text-fg-muted">{hit.detail}</span>
            </Link>
            {hit.engineId && (
              <a
                href={compareChange(locale, {
                  add: hit.engineId,
                  ...(compare.length ? { ids: compare } : {}),
                })}
                rel="nofollow"
                aria-label={t('compareAddLabel', { engine: hit.title })}
                className="button-secondary px-4 py-2 text-sm"
              >
                {t('compareAdd')}
              </a>
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}
