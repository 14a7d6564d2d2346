import { getImageProps } from 'next/image'
import { getTranslations } from 'next-intl/server'
import { preload } from 'react-dom'

import { getHeroPhoto, type HeroPageType } from '@/content/data/hero-images'
import type { Locale } from '@/i18n/locales'

import artwork from './rollenbank.png'

/**
 * The picture at the top of a page: the workshop's own photo for this page type (Site settings),
 * else the drawn car on the dyno. Through Next's image pipeline, so a phone gets a small AVIF or
 * WebP (quality 60: about 15 KB for the artwork, under 60 KB for a photo at 1200 px), and the
 * picture is preloaded with the document: it never arrives after the text beside it.
 *
 * A plain img with next/image's attributes (getImageProps), drawn here on the server: the Image
 * component is a client component, and it put next/image's runtime (about 5 KB gzip) on the home
 * page's first load and its hydration on the phone's main thread, for a picture that never
 * changes after the server drew it.
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
  const { props } = getImageProps({
    src: photo ? photo.src : artwork,
    width: photo?.width,
    height: photo?.height,
    alt: photo?.alt || t('artworkAlt'),
    sizes,
    quality: 60,
    // `preload` of the Image component: loaded at once (not lazily), and asked for from the head.
    preload: true,
    fetchPriority: 'high',
  })
  // The preload link the Image component writes: the same candidates, from the document's head.
  preload(props.src, {
    as: 'image',
    imageSrcSet: props.srcSet,
    imageSizes: props.sizes,
    fetchPriority: 'high',
  })
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      {...props}
      alt={props.alt}
      data-hero-image={photo ? 'photo' : 'artwork'}
      className={className}
    />
  )
}
