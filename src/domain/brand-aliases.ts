/** Short names the fixed /chiptuning/{name} pages use for brands whose slug is longer. */
const aliases: Record<string, string> = { mercedes: 'mercedes-benz', vw: 'volkswagen' }

export function brandSlugFor(name: string): string {
  return aliases[name] ?? name
}

/** The fixed brand pages the sitemap lists. */
export const fixedBrandPages = ['bmw', 'mercedes', 'audi', 'volkswagen', 'volvo', 'scania'] as const
