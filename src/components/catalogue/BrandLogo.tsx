'use client'

import { useState } from 'react'

import { initials, logoColour } from '@/domain/catalogue'

const sizes = {
  sm: 'h-8 w-8 text-xs',
  md: 'h-12 w-12 text-sm',
  lg: 'h-16 w-16 text-lg',
  xl: 'h-24 w-24 text-2xl',
} as const

export type LogoSize = keyof typeof sizes

/** The brand's uploaded logo; initials in the brand's colour when there is none or it fails. */
export function BrandLogo({ name, slug, src, size = 'md' }: { name: string; slug: string; src: string | null; size?: LogoSize }) {
  const [failed, setFailed] = useState(false)
  const box = `${sizes[size]} inline-flex shrink-0 items-center justify-center rounded-lg`
  if (src && !failed) {
    return (
      // Uploaded logos come in any format (SVG included) and are tiny: a plain img is right here.
      // eslint-disable-next-line @next/next/no-img-element
      <img src={src} alt={`${name} logo`} className={`${box} bg-white object-contain p-1`} loading="lazy" onError={() => setFailed(true)} />
    )
  }
  return (
    <span className={`${box} font-bold text-white`} style={{ backgroundColor: logoColour(slug) }} role="img" aria-label={`${name} logo`}>
      {initials(name)}
    </span>
  )
}
