import type { CSSProperties } from 'react'

import { initials, logoColour } from '@/catalogue/rules/catalogue'

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

/** The brand's uploaded logo; initials in the brand's colour when there is none or it fails. */
export function BrandLogo({
  name,
  slug,
  src,
  size = 'md',
}: {
  name: string
  slug: string
  src: string | null
  size?: LogoSize
}) {
  const box = `${sizes[size]} inline-flex shrink-0 items-center justify-center rounded-lg`
  if (src) {
    return (
      // Uploaded logos come in any format (SVG included) and are tiny: a plain img is right here.
      // eslint-disable-next-line @next/next/no-img-element
      <img
        src={src}
        alt={`${name} logo`}
        data-initials={initials(name)}
        style={{ '--logo': logoColour(slug) } as CSSProperties}
        className={`${box} relative bg-card object-contain p-1 ${fallback}`}
        loading="lazy"
      />
    )
  }
  return (
    <span
      className={`${box} font-bold text-white`}
      style={{ backgroundColor: logoColour(slug) }}
      role="img"
      aria-label={`${name} logo`}
    >
      {initials(name)}
    </span>
  )
}
