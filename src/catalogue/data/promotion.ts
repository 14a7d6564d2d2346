import 'server-only'

import { tags } from '@/platform/data/cache-tags'
import { cachedRead } from '@/platform/data/cached'
import { payloadClient } from '@/platform/data/payload'

/** The Promotion global as the site shows it: banner, package cards, booking summary. */
export type Promotion = {
  active: boolean
  normalPrice: number
  promoPrice: number
  validUntil: string
  text: string | null
}

export const getPromotion = cachedRead(
  async (locale: string): Promise<Promotion> => {
    const payload = await payloadClient()
    const doc = await payload.findGlobal({ slug: 'promotion', locale: locale as 'nl', depth: 0 })
    return {
      active: Boolean(doc.active),
      normalPrice: doc.normalPrice,
      promoPrice: doc.promoPrice,
      validUntil: doc.validUntil,
      text: doc.text ?? null,
    }
  },
  ['promotion'],
  { tags: [tags.global('promotion')] },
)
