import type { DynoCurve } from '@/dyno/rules/parse'
import type { DynoRun } from '@/payload-types'

type Id = number | string

export type StoredRun = {
  id: Id
  date: string
  engine: Id | null
  before: DynoCurve
  after: DynoCurve
}

const idOf = (value: unknown): Id | null =>
  value && typeof value === 'object' && 'id' in value
    ? (value as { id: Id }).id
    : ((value as Id | null | undefined) ?? null)

/** A stored run as the feature reads it: its date, engine and both curves, nothing about a person. */
export const storedRun = (doc: DynoRun): StoredRun | null =>
  doc.before && doc.after
    ? {
        id: doc.id,
        date: doc.date,
        engine: idOf(doc.engine),
        before: doc.before as unknown as DynoCurve,
        after: doc.after as unknown as DynoCurve,
      }
    : null
