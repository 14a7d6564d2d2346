import 'server-only'

import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/platform/data/payload'

import { quoteForPage } from '../server/package'

/**
 * What the Stage 1 link chose, priced now, as the booking will store it when sent: the
 * appointment page shows the same figures the booking keeps.
 */
export async function getChosenPackage(
  address: string | undefined,
  options: string | undefined,
  locale: Locale,
) {
  if (!address) return null
  return quoteForPage(await payloadClient(), {
    address,
    options: options ?? '',
    locale,
    now: new Date(),
  })
}
