import Image from 'next/image'
import { getTranslations } from 'next-intl/server'

import { getHeroPhoto, type HeroPageType } from '@/content/data/hero-images'
import type { Locale } from '@/i18n/locales'

import artwork from './rollenbank.png'

/**
 * The picture at the top of a page: the workshop's own photo for this page type (Site settings),
 * else the drawn car on the dyno. Through next/image, so a phone gets a small AVIF or WebP
 * (quality 60: about 15 KB for the artwork, under 60 KB for a photo at 1200 px) and the hero's
 * picture is preloaded with the document: it never arrives after the text beside it.
 */
export async function HeroPicture({
  type,
  locale,
  sizes,
  className = '',
}: {
  type: HeroPageType
  locale: Locale
  /** The picture's width on screen per breakpoint, so the browser picks the smallest file. */
  sizes: string
  className?: string
}) {
  const [photo, t] = await Promise.all([getHeroPhoto(type, locale), getTranslations('Hero')])
  return (
    <Image
      src={photo ? photo.src : artwork}
      width={photo?.width}
      height={photo?.height}
      alt={photo?.alt || t('artworkAlt')}
      sizes={sizes}
      quality={60}
      preload
      fetchPriority="high"
      data-hero-image={photo ? 'photo' : 'artwork'}
      className={className}
    />
  )
}
