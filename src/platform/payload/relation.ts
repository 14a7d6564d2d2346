/** A document id as the database stores it: a number on SQLite, a string on MongoDB. */
export type Id = number | string

/** Relationship values come back as ids or populated documents depending on depth and adapter. */
export function idOf(value: unknown): Id | null {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: Id }).id
  return null
}
