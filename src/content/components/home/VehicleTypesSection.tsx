import { getTranslations } from 'next-intl/server'

import { categoryTabs, filterBrands } from '@/catalogue'
import type { BrandSummary } from '@/catalogue/data'
import { Link } from '@/i18n/navigation'
import { routes } from '@/kit/routes/routes'

import { HomeSection } from './HomeSection'

/** Every vehicle category, each opening the brand overview on its own tab. */
export async function VehicleTypesSection({ brands }: { brands: readonly BrandSummary[] }) {
  const [t, tabs] = await Promise.all([
    getTranslations('HomeVehicles'),
    getTranslations('Brands.tabs'),
  ])
  const categories = categoryTabs.filter((tab) => tab.key !== 'all').map((tab) => tab.key)
  return (
    <HomeSection id="vehicles" title={t('title')} intro={t('intro')} tone="muted">
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {categories.map((key) => (
          <li key={key}>
            <Link
              href={routes.brandsInCategory(key)}
              data-cta="vehicles"
              className="flex h-full flex-col rounded-2xl border border-line bg-card p-5 shadow-sm transition hover:border-accent hover:shadow-md"
            >
              <span className="text-lg font-bold text-fg">{tabs(key)}</span>
              <span className="mt-2 flex-1 text-sm text-fg-muted">{t(`items.${key}`)}</span>
              <span className="mt-4 text-sm font-semibold text-accent">
                {t('brands', { count: filterBrands(brands, { tab: key }).length })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
