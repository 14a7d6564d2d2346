import { isLocked } from '@/platform/sqlite/locks'

/**
 * Whether an error is the database refusing a duplicate of the given field, on any adapter and
 * however it reaches us: Payload's ValidationError naming the field, wrapped in a `cause`, or
 * the raw driver error (SQLite "UNIQUE constraint failed: bookings.place_key", MongoDB E11000).
 */
export function isDuplicateOf(error: unknown, field: string): boolean {
  const wanted = normalise(field)
  for (const e of causes(error)) {
    // Not by class or name: a production bundle minifies the class name ("o"), and a bundled
    // server can hold two copies of the class, so neither `instanceof` nor `name` is reliable.
    const errors = (e.data as { errors?: { path?: string }[] } | undefined)?.errors
    if (Array.isArray(errors) && errors.some((item) => normalise(item.path ?? '') === wanted))
      return true
    const message = typeof e.message === 'string' ? e.message : ''
    const sqlite = /UNIQUE constraint failed: ([^\n]+)/.exec(message)?.[1]
    if (sqlite?.split(',').some((column) => normalise(column.split('.').pop() ?? '') === wanted))
      return true
    if (e.code === 11000) {
      const keys = Object.keys(
        (e.keyPattern as object | undefined) ?? (e.keyValue as object | undefined) ?? {},
      )
      if (keys.some((key) => normalise(key) === wanted)) return true
    }
  }
  return false
}

/**
 * Payload refusing a value it validates itself (its ValidationError: status 400 with the fields
 * it names), recognised by shape for the reasons above. The visitor's request was at fault, so
 * it is answered with a 400, not reported as the service being down.
 */
export function isRefusedValue(error: unknown): boolean {
  return causes(error).some(
    (e) => e.status === 400 && Array.isArray((e.data as { errors?: unknown } | undefined)?.errors),
  )
}

/**
 * SQLite's "database is locked", worth another try. Not when the write already waited the
 * whole time for another process (sqlite-locks' lockWaitSpent): another try would make the
 * visitor wait as long again.
 */
export function isBusy(error: unknown): boolean {
  const chain = causes(error)
  if (chain.some((e) => e.lockWaitSpent === true)) return false
  return chain.some((e) => isLocked(e) || /database is locked/.test(String(e.message)))
}

type Loose = {
  name?: string
  message?: unknown
  code?: unknown
  data?: unknown
  keyPattern?: unknown
  keyValue?: unknown
  cause?: unknown
  lockWaitSpent?: unknown
  status?: unknown
}

function causes(error: unknown): Loose[] {
  const chain: Loose[] = []
  let current: unknown = error
  while (current && typeof current === 'object' && chain.length < 5) {
    chain.push(current as Loose)
    current = (current as Loose).cause
  }
  return chain
}

const normalise = (name: string) => name.trim().toLowerCase().replace(/_/g, '')
