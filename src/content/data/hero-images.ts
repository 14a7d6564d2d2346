import 'server-only'

import type { Locale } from '@/i18n/locales'
import type { Media } from '@/payload-types'
import { tags } from '@/platform/data/cache-tags'
import { cachedRead } from '@/platform/data/cached'
import { payloadClient } from '@/platform/data/payload'

/** The page types whose top shows a picture (Site settings > Photos at the top of the page). */
export type HeroPageType = 'home' | 'services' | 'local'

/** A photo staff uploaded, as next/image needs it; null: the site's drawn artwork. */
export type HeroPhoto = { src: string; width: number; height: number; alt: string }

const photo = (
  entry: { image?: number | Media | null; alt?: string | null } | undefined,
): HeroPhoto | null => {
  const media = entry?.image
  if (!media || typeof media !== 'object' || !media.url || !media.width || !media.height)
    return null
  return { src: media.url, width: media.width, height: media.height, alt: entry.alt ?? '' }
}

const readHeroPhotos = cachedRead(
  async (locale: Locale): Promise<Record<HeroPageType, HeroPhoto | null>> => {
    const payload = await payloadClient()
    const doc = await payload.findGlobal({
      slug: 'site-settings',
      locale,
      depth: 1,
      select: { heroImages: true },
    })
    const photos = doc.heroImages
    return {
      home: photo(photos?.home),
      services: photo(photos?.services),
      local: photo(photos?.local),
    }
  },
  ['hero-photos'],
  // A photo's file or size changes with the media document, which revalidates this tag too.
  { tags: [tags.global('site-settings')] },
)

export async function getHeroPhoto(type: HeroPageType, locale: Locale): Promise<HeroPhoto | null> {
  return (await readHeroPhotos(locale))[type]
}
