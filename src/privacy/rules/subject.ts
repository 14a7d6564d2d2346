import { parsePlate } from '@/kenteken'

/** Who staff look up: an e-mail address, a licence plate, or both. */
export type SubjectQuery = { email?: string; plate?: string }

/**
 * An address as it is stored and looked up. Stored so at every write, because an exact lookup
 * is the only one that cannot reach another customer, and SQLite compares case-sensitively.
 */
export const emailKey = (email: string) => email.trim().toLowerCase()

/**
 * A plate as it is stored and looked up: a Dutch plate as printed (16-rsl-9, 16 RSL 9 and
 * 16RSL9 are all 16-RSL-9), any other in upper case with single spaces.
 */
export const plateKey = (plate: string) =>
  parsePlate(plate)?.display ?? plate.trim().replace(/\s+/g, ' ').toUpperCase()

/**
 * The customer staff asked for, in stored form, or null when the input names nobody. A plate
 * without a letter or digit (an erased record's "-") would find every erased record.
 */
export function subjectQuery(input: { email?: unknown; plate?: unknown }): SubjectQuery | null {
  const email = typeof input.email === 'string' ? emailKey(input.email) : ''
  const rawPlate = typeof input.plate === 'string' ? input.plate.trim() : ''
  if (email.length > 200 || rawPlate.length > 20) return null
  const plate = /[\p{L}\p{N}]/u.test(rawPlate) ? plateKey(rawPlate) : ''
  if (!email && !plate) return null
  return { ...(email ? { email } : {}), ...(plate ? { plate } : {}) }
}
