import { addDays, workshopTimeToUtc, workshopToday } from '@/kit/format/dates'

import { stage1Price, type PricedEngine } from './price'

/** The promotion as staff set it (Promotion global): Stage 1 for `promoPrice` until a day. */
export type Promotion = {
  active: boolean
  promoPrice: number
  normalPrice: number
  validUntil: string
}

/** Whether the promotion runs at `now`: switched on, and its last day not past in Nijmegen. */
export function promotionRuns(promotion: Promotion, now: Date): boolean {
  const ends = promotionEndsAt(promotion)
  return ends !== null && now < ends
}

/**
 * The moment the promotion stops: midnight in Nijmegen after its last day (staff pick a day;
 * the whole day counts). Null while it is switched off or has no readable end date.
 */
export function promotionEndsAt(promotion: Promotion): Date | null {
  if (!promotion.active || !promotion.validUntil) return null
  const until = new Date(promotion.validUntil)
  if (Number.isNaN(until.getTime())) return null
  return workshopTimeToUtc(addDays(workshopToday(until), 1), '00:00')
}

/**
 * Stage 1 as every page, the booking and its mails state it. `price` is what the visitor pays;
 * `from` marks the Pricing fallback ("vanaf"), an estimate for an engine without a price of its
 * own. While the promotion runs and is lower, `price` is the promotion's (a fixed price, never
 * "vanaf"), `normalPrice` the engine's own price it replaces (shown struck through) and
 * `promotionEnds` the promotion's last day as staff set it.
 */
export type Stage1Offer = {
  price: number
  from: boolean
  normalPrice?: number
  promotionEnds?: string
}

export function stage1Offer(
  engine: PricedEngine,
  pricing: { stage1Fallback: number },
  promotion: Promotion,
  now: Date,
): Stage1Offer {
  const own = stage1Price(engine, pricing.stage1Fallback)
  if (promotionRuns(promotion, now) && promotion.promoPrice < own.amount) {
    return {
      price: promotion.promoPrice,
      from: false,
      normalPrice: own.amount,
      promotionEnds: promotion.validUntil,
    }
  }
  return { price: own.amount, from: own.isFallback }
}
