import type { Payload } from 'payload'

import {
  chosenOptions,
  type PackageQuote,
  packagePage,
  quotePackage,
  stage1Price,
  findResult,
  packageSlug,
} from '@/catalogue'
import { type Locale, locales } from '@/i18n/locales'
import { CATALOGUE } from '@/kit/routes/routes'

/**
 * Stage 1 as the page at `address` offered it, with the chosen options, priced from what staff
 * set now (the engine's price or the package page's, Pricing's options and fallback, the
 * promotion): the prices the visitor was shown, which the booking keeps whatever they become
 * later. Null for an address that names no engine or package (an old link): the booking goes
 * on without a package.
 */
export async function quoteForPage(
  payload: Payload,
  {
    address,
    options,
    locale,
    now,
  }: { address: string; options: string; locale: Locale; now: Date },
): Promise<PackageQuote | null> {
  const page = packagePage(address, { catalogue: CATALOGUE, locales })
  if (!page) return null
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
  if (!engine) return null
  const packages = (engine.results ?? []).map((result) => ({
    slug: packageSlug(result),
    type: result.type,
  }))
  if (page.result !== null && !findResult(packages, page.result)) return null
  return quotePackage({
    stage1Name: 'Stage 1',
    // The package page shows the Pricing global's fixed price, the engine page the engine's own.
    stage1Price:
      page.result === null
        ? stage1Price(engine, pricing.stage1Fallback).amount
        : pricing.resultPage.price,
    options: chosenOptions(options, pricedOptions(pricing.options)),
    promotion: {
      active: Boolean(promotion.active),
      promoPrice: promotion.promoPrice,
      normalPrice: promotion.normalPrice,
      validUntil: promotion.validUntil,
    },
    now,
  })
}

/** Pricing's options by their row id, which stays the same when staff rename an option. */
export function pricedOptions(
  options: readonly { id?: string | null; name: string; price: number }[] | null | undefined,
) {
  // A row without a name in this language (and none to fall back on) is not offered.
  return (options ?? []).flatMap((option) =>
    option.id && option.name ? [{ id: option.id, name: option.name, price: option.price }] : [],
  )
}
