import { isLocale } from '@/i18n/locales'
import { CATALOGUE } from '@/kit/routes/routes'

/** A catalogue path that moved: `from` answers 301 to `to` (both without "/merken/"). */
export type Move = { from: string; to: string }

/**
 * Where an old catalogue path lives now: the path itself or its nearest moved ancestor, with
 * the rest of the path kept (`audi/a4/2015-2019/150pk/stage-1` follows a renamed model).
 */
export function resolveMove(moved: ReadonlyMap<string, string>, path: string): string | null {
  const segments = path.split('/').filter(Boolean)
  for (let length = segments.length; length > 0; length--) {
    const from = segments.slice(0, length).join('/')
    const target = moved.get(from)
    // A move onto itself or below itself would answer 301 for ever; the admin refuses one.
    if (target !== undefined && !isWithin(target, from))
      return [target, ...segments.slice(length)].join('/')
  }
  return null
}

/** Whether `path` is `prefix` or lies below it. */
export function isWithin(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`)
}

/**
 * A catalogue path as staff type or paste it (`/merken/Audi/A4/`, `audi/a4`, the page's whole
 * address in any language) in the form a redirect stores it: `audi/a4`.
 */
export function typedCataloguePath(input: string): string {
  const segments = input
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '')
    .replace(/[?#].*$/, '')
    .toLowerCase()
    .split('/')
    .filter(Boolean)
  if (isLocale(segments[0])) segments.shift()
  if (`/${segments[0]}` === CATALOGUE) segments.shift()
  return segments.join('/')
}

/** Lower-case letters, digits and hyphens, in one or more segments: what slugs are made of. */
export function isCataloguePath(path: string): boolean {
  return /^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(path)
}

/** Each descendant path under an old prefix, moved under the new prefix. */
export function movesUnder(oldPrefix: string, newPrefix: string, paths: readonly string[]): Move[] {
  return paths
    .filter((path) => isWithin(path, oldPrefix))
    .map((path) => ({ from: path, to: newPrefix + path.slice(oldPrefix.length) }))
}

/**
 * The redirects after some paths moved: older redirects that pointed at a moved path follow it
 * (no chains of 301s), and a redirect whose source is a live path again is dropped.
 */
export function mergeMoves(
  existing: readonly Move[],
  moves: readonly Move[],
): { keep: Move[]; drop: string[] } {
  const result = new Map(existing.map((move) => [move.from, move.to]))
  const next = new Map(moves.map((move) => [move.from, move.to]))
  for (const [from, to] of result) {
    const followed = next.get(to)
    if (followed !== undefined) result.set(from, followed)
  }
  for (const move of moves) result.set(move.from, move.to)
  const live = new Set(moves.map((move) => move.to))
  const drop: string[] = []
  for (const [from, to] of result) {
    if (live.has(from) || from === to) {
      result.delete(from)
      drop.push(from)
    }
  }
  return { keep: [...result].map(([from, to]) => ({ from, to })), drop }
}
