/** Short names the fixed /chiptuning/{name} pages use for brands whose slug is longer. */
// A Map, not an object: an address like /chiptuning/__proto__ must find no alias.
const aliases = new Map([
  ['mercedes', 'mercedes-benz'],
  ['vw', 'volkswagen'],
])

export function brandSlugFor(name: string): string {
  return aliases.get(name) ?? name
}

/** The fixed brand pages the sitemap lists. */
export const fixedBrandPages = ['bmw', 'mercedes', 'audi', 'volkswagen', 'volvo', 'scania'] as const
