import type { CSSProperties } from 'react'

import { initials } from '@/catalogue/rules/catalogue'
import { badgeColours, colourIndex, type LogoBadge } from '@/catalogue/rules/logo-badges'

import { brandMarkSrc, brandMarks } from './brand-marks'

const sizes = {
  sm: 'h-8 w-8 text-xs',
  md: 'h-12 w-12 text-sm',
  lg: 'h-16 w-16 text-lg',
  xl: 'h-24 w-24 text-2xl',
} as const

export type LogoSize = keyof typeof sizes

// A browser draws an image's ::before box only when the image fails to load: there it covers
// the broken-image icon with the initials, so the fallback needs no script on the page.
const fallback =
  'before:absolute before:inset-0 before:flex before:items-center before:justify-center before:rounded-lg before:bg-(--logo) before:font-bold before:text-white before:content-[attr(data-initials)]'

/**
 * A brand's logo, best first: the one staff uploaded, the make's mark from Simple Icons, and
 * initials in a colour of the brand's own. `badge` is the overview's choice (logoBadges), which
 * keeps clashing initials apart; on its own a brand gets its usual initials and colour.
 */
export function BrandLogo({
  name,
  slug,
  src,
  badge,
  size = 'md',
}: {
  name: string
  slug: string
  src: string | null
  badge?: LogoBadge
  size?: LogoSize
}) {
  const box = `${sizes[size]} inline-flex shrink-0 items-center justify-center rounded-lg`
  const own = badge ?? { initials: initials(name), colour: badgeColours[colourIndex(slug)]! }
  if (src) {
    return (
      // Uploaded logos come in any format (SVG included) and are tiny: a plain img is right here.
      // eslint-disable-next-line @next/next/no-img-element
      <img
        src={src}
        alt={`${name} logo`}
        data-initials={own.initials}
        style={{ '--logo': own.colour } as CSSProperties}
        className={`${box} relative bg-white object-contain p-1 ${fallback}`}
        loading="lazy"
      />
    )
  }
  if (brandMarks[slug]) {
    return (
      <span className={`${box} border border-line bg-white`} data-logo="mark">
        {/* A file of its own, not inline paths: a page's HTML and flight data carry the mark's
            address instead of its drawing (see brand-marks.ts). */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={brandMarkSrc(slug)}
          alt={`${name} logo`}
          width={24}
          height={24}
          className="h-[64%] w-[64%]"
          loading="lazy"
        />
      </span>
    )
  }
  return (
    <span
      className={`${box} font-bold text-white`}
      style={{ backgroundColor: own.colour }}
      role="img"
      aria-label={`${name} logo`}
      data-logo="initials"
    >
      {own.initials}
    </span>
  )
}
