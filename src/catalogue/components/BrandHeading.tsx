import type { ReactNode } from 'react'

import type { BrandSummary } from '@/catalogue/data/types'

import { BrandLogo, type LogoSize } from './BrandLogo'

/** A catalogue page's title beside the brand's logo, with what the page shows under the title. */
export function BrandHeading({
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
  return (
    <>
      <BrandLogo name={brand.name} slug={brand.slug} src={brand.logoUrl} size={size} />
      <div>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {children}
      </div>
    </>
  )
}
