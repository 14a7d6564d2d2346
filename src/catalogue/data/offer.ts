import 'server-only'

import { stage1Offer, type Stage1Offer } from '@/catalogue/rules/offer'
import type { PricedEngine } from '@/catalogue/rules/price'
import type { Locale } from '@/i18n/locales'
import { getPricing } from '@/kit/data/settings'

import { getPromotion } from './promotion'

/**
 * An engine's Stage 1 offer now, from the cached Pricing and Promotion: what its page, its
 * package pages and /alle-opties state. A page cached past the promotion's end is refreshed by
 * the promotion's end job (catalogue/jobs/promotion-end.ts).
 */
export async function getStage1Offer(engine: PricedEngine, locale: Locale): Promise<Stage1Offer> {
  const [pricing, promotion] = await Promise.all([getPricing(locale), getPromotion(locale)])
  return stage1Offer(engine, pricing, promotion, new Date())
}
