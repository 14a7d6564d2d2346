'use client'

import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { type ReactNode, useEffect, useRef, useState } from 'react'

import {
  type BrandCategory,
  type CategoryTab,
  categoryTabs,
  filterBrands,
} from '@/catalogue/rules/categories'

/** What filtering needs of a brand; the cards themselves arrive rendered by the server. */
export type FilterableBrand = { slug: string; name: string; category: BrandCategory }

/**
 * Search box and category tabs over the server-rendered brand grid (`children`, one
 * `li[data-brand]` per brand). Without JavaScript the form and the tab links filter through the
 * query string on the server; with it, filtering is instant (cards are shown or hidden, never
 * rendered here) and the URL follows along so the view can be shared.
 */
export function BrandFilter({
  brands,
  initialTab,
  initialQuery,
  children,
}: {
  brands: FilterableBrand[]
  initialTab: CategoryTab
  initialQuery: string
  children: ReactNode
}) {
  const t = useTranslations('Brands')
  const pathname = usePathname()
  const [tab, setTab] = useState<CategoryTab>(initialTab)
  const [query, setQuery] = useState(initialQuery)
  const grid = useRef<HTMLDivElement>(null)
  const visible = filterBrands(brands, { tab, query })
  const shown = visible.map((brand) => brand.slug).join(' ')

  useEffect(() => {
    const slugs = new Set(shown.split(' '))
    for (const card of grid.current?.querySelectorAll<HTMLElement>('[data-brand]') ?? [])
      card.hidden = !slugs.has(card.dataset.brand ?? '')
  }, [shown])

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
          className="w-full rounded-lg border border-line-strong px-4 py-3 text-base focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30"
        />
        {tab !== 'all' && <input type="hidden" name="category" value={tab} />}
        <noscript>
          <button
            type="submit"
            className="rounded-lg bg-accent px-4 py-3 font-semibold text-on-accent"
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
            className={`rounded-full border px-4 py-2 text-sm font-medium ${tab === key ? 'border-accent bg-accent text-on-accent' : 'border-line-strong bg-card text-fg hover:border-accent'}`}
          >
            {t(`tabs.${key}`)}
          </a>
        ))}
      </nav>

      <p className="mt-4 text-sm text-fg-muted" aria-live="polite">
        {t('count', { count: visible.length })}
      </p>
      {visible.length === 0 && (
        <p className="mt-8 rounded-xl border border-dashed border-line-strong p-8 text-center text-lg font-medium">
          {t('empty')}
        </p>
      )}
      <div ref={grid} hidden={visible.length === 0}>
        {children}
      </div>
    </div>
  )
}
