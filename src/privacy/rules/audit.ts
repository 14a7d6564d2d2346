/** Fields every save touches, or that hold no one's decision: never named as a change. */
const bookkeeping = new Set(['updatedAt', 'createdAt', 'id', '_status', 'globalType'])

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * The top-level fields a save changed, in the document's order. A group or array counts as
 * one field, named once, when anything in it changed.
 */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown>,
  /** Fields that are views of other records (joins), not the document's own. */
  ignore: readonly string[] = [],
): string[] {
  const names = [...new Set([...Object.keys(after), ...Object.keys(before ?? {})])]
  return names.filter(
    (name) =>
      !bookkeeping.has(name) && !ignore.includes(name) && !same(before?.[name], after[name]),
  )
}
