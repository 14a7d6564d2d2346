import type { HeroPageType } from '@/content/data/hero-images'
import type { Locale } from '@/i18n/locales'

import { HeroPicture } from './HeroPicture'

/**
 * A content page's picture under its title (services, local pages): the page type's own photo
 * or the drawn artwork, as a wide band the width of the text column.
 */
export function PageBanner({
  type,
  locale,
}: {
  type: Exclude<HeroPageType, 'home'>
  locale: Locale
}) {
  return (
    <HeroPicture
      type={type}
      locale={locale}
      sizes="(min-width: 1152px) 1120px, calc(100vw - 2rem)"
      className="mt-6 aspect-[2/1] w-full rounded-2xl bg-night object-cover object-right-bottom sm:aspect-[3/1]"
    />
  )
}
