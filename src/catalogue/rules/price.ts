/** Prices are whole euros incl. BTW; an engine without its own price uses the pricing fallback. */
export function resolvePrice(price: number | null | undefined, fallback: number): number {
  return isPrice(price) ? price : fallback
}

function isPrice(price: number | null | undefined): price is number {
  return typeof price === 'number' && Number.isFinite(price) && price > 0
}

export type PricedEngine = {
  price?: number | null
  results?: ReadonlyArray<{ price?: number | null }> | null
}

/**
 * Stage 1 price of an engine: its first package's price, else its own (imported) price,
 * else the pricing fallback, which pages show as "vanaf".
 */
export function stage1Price(engine: PricedEngine, fallback: number) {
  const own = [engine.results?.[0]?.price, engine.price].find(isPrice)
  return own === undefined
    ? { amount: fallback, isFallback: true }
    : { amount: own, isFallback: false }
}
