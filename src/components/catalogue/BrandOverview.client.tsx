'use client'

import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { type CategoryTab, categoryTabs, filterBrands } from '@/domain/categories'
import type { BrandSummary } from '@/data/types'
import { Link } from '@/i18n/navigation'
import { routes } from '@/domain/routes'

import { BrandLogo } from './BrandLogo'
import { LinkPending } from './LinkPending.client'

/**
 * Search box and category tabs over the brand grid. Without JavaScript the form and the tab
 * links filter through the query string on the server; with it, filtering is instant and the
 * URL follows along so the view can be shared.
 */
export function BrandOverview({
  brands,
  initialTab,
  initialQuery,
}: {
  brands: BrandSummary[]
  initialTab: CategoryTab
  initialQuery: string
}) {
  const t = useTranslations('Brands')
  const pathname = usePathname()
  const [tab, setTab] = useState<CategoryTab>(initialTab)
  const [query, setQuery] = useState(initialQuery)
  const visible = filterBrands(brands, { tab, query })

  const hrefFor = (nextTab: CategoryTab, nextQuery: string) => {
    const params = new URLSearchParams()
    if (nextTab !== 'all') params.set('category', nextTab)
    if (nextQuery.trim()) params.set('q', nextQuery.trim())
    const search = params.toString()
    return search ? `${pathname}?${search}` : pathname
  }
  const update = (nextTab: CategoryTab, nextQuery: string) => {
    setTab(nextTab)
    setQuery(nextQuery)
    window.history.replaceState(null, '', hrefFor(nextTab, nextQuery))
  }

  return (
    <div>
      <form
        role="search"
        method="get"
        className="flex gap-2"
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor="brand-search" className="sr-only">
          {t('searchLabel')}
        </label>
        <input
          id="brand-search"
          type="search"
          name="q"
          value={query}
          placeholder={t('searchPlaceholder')}
          onChange={(event) => update(tab, event.target.value)}
          className="w-full rounded-lg border border-slate-300 px-4 py-3 text-base focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30"
        />
        {tab !== 'all' && <input type="hidden" name="category" value={tab} />}
        <noscript>
          <button
            type="submit"
            className="rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white"
          >
            {t('filter')}
          </button>
        </noscript>
      </form>

      <nav aria-label={t('categoriesLabel')} className="mt-4 flex flex-wrap gap-2">
        {categoryTabs.map(({ key }) => (
          <a
            key={key}
            href={hrefFor(key, query)}
            aria-current={tab === key ? 'page' : undefined}
            onClick={(event) => {
              event.preventDefault()
              update(key, query)
            }}
            className={`rounded-full border px-4 py-2 text-sm font-medium ${tab === key ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700'}`}
          >
            {t(`tabs.${key}`)}
          </a>
        ))}
      </nav>

      <p className="mt-4 text-sm text-slate-600" aria-live="polite">
        {t('count', { count: visible.length })}
      </p>
      {visible.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center text-lg font-medium">
          {t('empty')}
        </p>
      ) : (
        <ul
          aria-label={t('grid')}
          className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5"
        >
          {visible.map((brand) => (
            <li key={brand.slug}>
              <Link
                href={routes.brand(brand.slug)}
                className="flex h-full flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-center shadow-sm transition hover:border-brand-700 hover:shadow-md"
              >
                <BrandLogo name={brand.name} slug={brand.slug} src={brand.logoUrl} size="lg" />
                <span className="font-semibold text-slate-900">{brand.name}</span>
                <span className="text-sm text-slate-600">
                  {t('models', { count: brand.modelCount })}
                </span>
                <LinkPending />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
