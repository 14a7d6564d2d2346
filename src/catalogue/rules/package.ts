import type { Stage1Offer } from '@/catalogue/rules/offer'

/**
 * An extra option as staff price it (Pricing): its row id stays the same when it is renamed;
 * `fuels` the fuel groups it applies to (none = every fuel).
 */
export type PricedOption = { id: string; name: string; price: number; fuels?: readonly string[] }

export type QuoteLine = { name: string; price: number }

/** What a visitor chose, priced: Stage 1 and options, each price incl. BTW, and the total. */
export type PackageQuote = {
  package: 'stage1'
  lines: QuoteLine[]
  total: number
  /** Stage 1 at the promotion's price. */
  promotion: boolean
  /** The engine's own Stage 1 price the promotion replaces, shown struck through. */
  normalPrice?: number
}

/** The option ids a link or form names (`opties=a,b`), known ones only, each once, in order. */
export function chosenOptions(value: unknown, options: readonly PricedOption[]): PricedOption[] {
  const ids = (Array.isArray(value) ? value : [value])
    .flatMap((v) => (typeof v === 'string' ? v.split(',') : []))
    .map((id) => id.trim())
  return options.filter((option) => ids.includes(option.id))
}

/**
 * Stage 1 for an engine as its offer states it (stage1Offer: the engine's price, or the
 * promotion's while it runs and is lower), plus each option; every price includes BTW.
 */
export function quotePackage({
  stage1Name,
  stage1,
  options,
}: {
  stage1Name: string
  stage1: Stage1Offer
  options: readonly PricedOption[]
}): PackageQuote {
  const lines = [
    { name: stage1Name, price: stage1.price },
    ...options.map((option) => ({ name: option.name, price: option.price })),
  ]
  return {
    package: 'stage1',
    lines,
    total: lines.reduce((sum, line) => sum + line.price, 0),
    promotion: stage1.normalPrice !== undefined,
    ...(stage1.normalPrice !== undefined ? { normalPrice: stage1.normalPrice } : {}),
  }
}

/** The quote in one line, as mails, the planner and the export show it. */
export function quoteSummary(
  quote: Pick<PackageQuote, 'lines' | 'total'>,
  euro: (n: number) => string,
) {
  return `${quote.lines.map((line) => `${line.name} (${euro(line.price)})`).join(' + ')} = ${euro(quote.total)}`
}

/**
 * The catalogue page a Stage 1 link came from, read from its address (`/en/merken/a/b/c/d`, or
 * a package page one level below): the engine's stored path, and the package slug when the
 * visitor chose on a package page, whose Stage 1 price is the package page's own.
 */
export function packagePage(
  address: string,
  { catalogue, locales }: { catalogue: string; locales: readonly string[] },
): { enginePath: string; result: string | null } | null {
  const parts = address.split(/[?#]/)[0]!.split('/').filter(Boolean)
  if (locales.includes(parts[0]!)) parts.shift()
  if (`/${parts.shift()}` !== catalogue) return null
  if (parts.length === 4) return { enginePath: parts.join('/'), result: null }
  if (parts.length === 5) return { enginePath: parts.slice(0, 4).join('/'), result: parts[4]! }
  return null
}

/** A stored order, as bookings keep it (Payload may leave parts out). */
export type StoredOrder = {
  lines?: readonly { name: string; price: number }[] | null
  total?: number | null
} | null

/** The package's parts in one short line ("Stage 1 + Launch Control"); empty without one. */
export function packageLine(order: StoredOrder | undefined): string {
  return (order?.lines ?? []).map((line) => line.name).join(' + ')
}
