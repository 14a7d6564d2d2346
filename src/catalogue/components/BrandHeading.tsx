import type { ReactNode } from 'react'

import { getBrandIndex } from '@/catalogue/data'
import type { BrandSummary } from '@/catalogue/data/types'

import { overviewBadges } from './brand-marks'
import { BrandLogo, type LogoSize } from './BrandLogo'

/**
 * A catalogue page's title beside the brand's logo, with what the page shows under the title.
 * Initials are the ones the brand overview gives (read from the same cached index), so a brand
 * looks the same on /merken and on its own pages.
 */
export async function BrandHeading({
  brand,
  title,
  size = 'xl',
  children,
}: {
  brand: Pick<BrandSummary, 'name' | 'slug' | 'logoUrl'>
  title: string
  size?: LogoSize
  children: ReactNode
}) {
  const badges = overviewBadges(await getBrandIndex())
  return (
    <>
      <BrandLogo
        name={brand.name}
        slug={brand.slug}
        src={brand.logoUrl}
        badge={badges.get(brand.slug)}
        size={size}
      />
      <div>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {children}
      </div>
    </>
  )
}
