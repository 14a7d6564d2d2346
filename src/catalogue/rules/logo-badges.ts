import { initials } from './catalogue'

/**
 * Initials badges for brands without a logo or a known mark. Every badge in one overview must be
 * told apart at a glance: brands whose usual initials clash (MAN, Maserati, Maxus, Mazda: "MA";
 * Alpina, Alpine: "AL") get a second distinguishing letter, and where letters still clash the
 * colour steps on from the brand's own until the pair is free.
 */
export type LogoBadge = { initials: string; colour: string }

/** Dark enough for white initials (WCAG AA, 4.5:1 and more), distinct enough to tell apart. */
export const badgeColours = [
  '#1d4ed8',
  '#b91c1c',
  '#047857',
  '#7c3aed',
  '#c2410c',
  '#0f766e',
  '#be185d',
  '#334155',
  '#4338ca',
  '#a16207',
] as const

/** The brand's own palette slot: the same slug always lands on the same colour. */
export function colourIndex(slug: string): number {
  let hash = 0
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return hash % badgeColours.length
}

/**
 * Two-letter alternatives, most telling first: the first letter with the first letter of each
 * later word (Mercedes-Benz Trucks: MT), then with each later letter of the name (Maxus: MX).
 */
function alternatives(name: string): string[] {
  const words = name
    .normalize('NFKD')
    .replace(/[^a-z0-9\s-]/gi, '')
    .toUpperCase()
    .split(/[\s-]+/)
    .filter(Boolean)
  const first = words[0]?.[0] ?? '?'
  const wordStarts = words.slice(1).map((word) => first + word[0])
  const letters = [...words.join('').slice(1)].map((letter) => first + letter)
  return [...new Set([...wordStarts, ...letters])]
}

const byName = <T extends { name: string }>(items: readonly T[]) =>
  [...items].sort((a, b) => a.name.localeCompare(b.name, 'nl', { sensitivity: 'base' }))

/**
 * One badge per brand of an overview, deterministic for the same list: the first brand (by name)
 * of a clashing group keeps the usual initials, the others take the first free alternative.
 */
export function logoBadges(
  brands: readonly { slug: string; name: string }[],
): Map<string, LogoBadge> {
  const usual = new Map(brands.map((brand) => [brand.slug, initials(brand.name)]))
  const count = new Map<string, number>()
  for (const value of usual.values()) count.set(value, (count.get(value) ?? 0) + 1)
  const taken = new Set([...usual.values()].filter((value) => count.get(value) === 1))

  const letters = new Map<string, string>()
  for (const brand of byName(brands)) {
    const own = usual.get(brand.slug)!
    if (count.get(own) === 1) {
      letters.set(brand.slug, own)
      continue
    }
    const pick = [own, ...alternatives(brand.name)].find((option) => !taken.has(option)) ?? own
    taken.add(pick)
    letters.set(brand.slug, pick)
  }

  const used = new Set<string>()
  const badges = new Map<string, LogoBadge>()
  for (const brand of [...brands].sort((a, b) => a.slug.localeCompare(b.slug))) {
    const text = letters.get(brand.slug)!
    let index = colourIndex(brand.slug)
    for (let step = 0; step < badgeColours.length && used.has(`${text}:${index}`); step++)
      index = (index + 1) % badgeColours.length
    used.add(`${text}:${index}`)
    badges.set(brand.slug, { initials: text, colour: badgeColours[index]! })
  }
  return badges
}

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

/**
 * A make's mark is drawn in its own colour on the white tile, unless that colour is too light to
 * see there (Opel's yellow, smart's lime: under 3:1 against white): then in near-black.
 */
export function markColour(hex: string): string {
  const colour = `#${hex.replace(/^#/, '').toLowerCase()}`
  const contrast = 1.05 / (luminance(colour) + 0.05)
  return contrast >= 3 ? colour : '#0f172a'
}
