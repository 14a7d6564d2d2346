import type { Payload } from 'payload'

import {
  chosenOptions,
  type PackageQuote,
  packagePage,
  quotePackage,
  isTunable,
  stage1Offer,
  optionFits,
  findResult,
  packageSlug,
} from '@/catalogue'
import { type Locale, locales } from '@/i18n/locales'
import { CATALOGUE } from '@/kit/routes/routes'

/**
 * What the page at an address sells: a priced package; nothing (an address that names no engine
 * or package, an old link: the booking goes on without a package); or a refusal, for an engine
 * software cannot tune or an option that does not fit the engine's fuel (a hand-made link).
 */
export type PageQuote =
  | { kind: 'quote'; quote: PackageQuote }
  | { kind: 'none' }
  | { kind: 'refused'; reason: 'untunable' | 'option' }

/**
 * Stage 1 as the page at `address` offered it, with the chosen options, priced from what staff
 * set now (the engine's Stage 1 offer, Pricing's options, the promotion): the prices the
 * visitor was shown, which the booking keeps whatever they become later.
 */
export async function quoteForPage(
  payload: Payload,
  {
    address,
    options,
    locale,
    now,
  }: { address: string; options: string; locale: Locale; now: Date },
): Promise<PageQuote> {
  const none = { kind: 'none' } as const
  const page = packagePage(address, { catalogue: CATALOGUE, locales })
  if (!page) return none
  const [engines, pricing, promotion] = await Promise.all([
    payload.find({
      collection: 'engines',
      where: { and: [{ path: { equals: page.enginePath } }, { hidden: { not_equals: true } }] },
      limit: 1,
      depth: 0,
      locale,
    }),
    payload.findGlobal({ slug: 'pricing', locale, depth: 0 }),
    payload.findGlobal({ slug: 'promotion', depth: 0 }),
  ])
  const engine = engines.docs[0]
  if (!engine) return none
  const packages = (engine.results ?? []).map((result) => ({
    slug: packageSlug(result),
    type: result.type,
  }))
  if (page.result !== null && !findResult(packages, page.result)) return none
  if (!isTunable(engine)) return { kind: 'refused', reason: 'untunable' }
  const chosen = chosenOptions(options, pricedOptions(pricing.options))
  if (chosen.some((option) => !optionFits(option, engine.fuel))) {
    return { kind: 'refused', reason: 'option' }
  }
  const quote = quotePackage({
    stage1Name: 'Stage 1',
    stage1: stage1Offer(engine, pricing, promotionOf(promotion), now),
    options: chosen.map(({ id, name, price }) => ({ id, name, price })),
  })
  return { kind: 'quote', quote }
}

/** The Promotion global as the offer reads it. */
export const promotionOf = (doc: {
  active?: boolean | null
  promoPrice: number
  normalPrice: number
  validUntil: string
}) => ({
  active: Boolean(doc.active),
  promoPrice: doc.promoPrice,
  normalPrice: doc.normalPrice,
  validUntil: doc.validUntil,
})

/** Pricing's options by their row id, which stays the same when staff rename an option. */
export function pricedOptions(
  options:
    | readonly {
        id?: string | null
        name: string
        price: number
        fuels?: readonly string[] | null
      }[]
    | null
    | undefined,
) {
  // A row without a name in this language (and none to fall back on) is not offered.
  return (options ?? []).flatMap((option) =>
    option.id && option.name
      ? [{ id: option.id, name: option.name, price: option.price, fuels: option.fuels ?? [] }]
      : [],
  )
}
