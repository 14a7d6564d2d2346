import { getTranslations } from 'next-intl/server'

import type { BrandSummary } from '@/catalogue/data/types'
import { Link } from '@/i18n/navigation'
import { routes } from '@/kit/routes/routes'

import { overviewBadges } from './brand-marks'
import { BrandLogo } from './BrandLogo'
import { LinkPending } from './LinkPending.client'

/**
 * Every brand as a card, rendered here; those outside the current filter are `hidden` (so the
 * filter works without JavaScript), and BrandFilter shows or hides them as the visitor types.
 */
export async function BrandGrid({
  brands,
  shown,
}: {
  brands: BrandSummary[]
  shown: ReadonlySet<string>
}) {
  const t = await getTranslations('Brands')
  const badges = overviewBadges(brands)
  return (
    <ul
      aria-label={t('grid')}
      className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5"
    >
      {brands.map((brand) => (
        <li key={brand.slug} data-brand={brand.slug} hidden={!shown.has(brand.slug)}>
          <Link
            href={routes.brand(brand.slug)}
            className="flex h-full flex-col items-center gap-3 rounded-xl border border-line bg-card p-4 text-center shadow-sm transition hover:border-accent hover:shadow-md"
          >
            <BrandLogo
              name={brand.name}
              slug={brand.slug}
              src={brand.logoUrl}
              badge={badges.get(brand.slug)}
              size="lg"
            />
            <span className="font-semibold text-fg">{brand.name}</span>
            <span className="text-sm text-fg-muted">
              {t('models', { count: brand.modelCount })}
            </span>
            <LinkPending />
          </Link>
        </li>
      ))}
    </ul>
  )
}
