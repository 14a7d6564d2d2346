import 'server-only'

import { getPromotion } from '@/booking/data/booking'
import { stage1Offer, type Stage1Offer } from '@/catalogue/rules/offer'
import type { PricedEngine } from '@/catalogue/rules/price'
import { getPricing } from '@/content/data/settings'
import type { Locale } from '@/i18n/locales'

/**
 * An engine's Stage 1 offer now, from the cached Pricing and Promotion: what its page, its
 * package pages and /alle-opties state. A page cached past the promotion's end is refreshed by
 * the promotion's end job (catalogue/jobs/promotion-end.ts).
 */
export async function getStage1Offer(engine: PricedEngine, locale: Locale): Promise<Stage1Offer> {
  const [pricing, promotion] = await Promise.all([getPricing(locale), getPromotion(locale)])
  return stage1Offer(engine, pricing, promotion, new Date())
}
