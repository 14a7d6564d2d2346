import { ValidationError } from 'payload'

/** Whether an error is the database refusing a duplicate of the given field (any adapter). */
export function isDuplicateOf(error: unknown, field: string): boolean {
  if (!(error instanceof ValidationError)) return false
  const wanted = field.toLowerCase().replace(/_/g, '')
  const errors = (error.data as { errors?: { path?: string }[] } | undefined)?.errors ?? []
  return errors.some((e) => (e.path ?? '').toLowerCase().replace(/_/g, '') === wanted)
}
