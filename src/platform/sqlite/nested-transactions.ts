// Upstream: a Local API call without `req` begins a transaction of its own, also inside a hook of
// an operation that holds one: no upstream issue found (Payload documents passing `req` on);
// upstream source: payload/dist/utilities/initTransaction.js initTransaction.
// Canary (runs it): tests/platform/upstream/payload-writes.int.spec.ts.

import { randomUUID } from 'node:crypto'

import { enterFlow, type HeldTransaction, type WriteFlow } from './write-flows'

type Id = number | string
type Session = { db: unknown; resolve: () => Promise<void>; reject: () => Promise<void> }
export type Sessions = Record<string, Session>

type Nested = { held: HeldTransaction; savepoint: string | undefined }

let savepoints = 0

/**
 * A transaction begun by a flow that already holds one (a hook that calls the Local API without
 * `req`) runs inside it, as a savepoint: it can roll back alone, and it commits with the
 * transaction around it. Payload sees an ordinary transaction whose session is the outer one's.
 */
export function createNestedTransactions(sessions: () => Sessions) {
  const nested = new Map<Id, Nested>()

  /** Like beginTransaction; called before the caller's first await (see enterFlow). */
  function begin(outer: WriteFlow & { held: HeldTransaction }, outerId: Id): Promise<Id> {
    const { held } = outer
    const inner: WriteFlow = { held }
    enterFlow(inner)
    return (async () => {
      const id = randomUUID()
      // Savepoints are a stack: one can open only on top of the flow's own. A sibling flow's
      // transaction (two nested saves run side by side) joins without one.
      let savepoint: string | undefined
      if (held.savepoints.at(-1) === outer.savepoint) {
        savepoint = `payload_nested_${++savepoints}`
        await held.tx.execute(`SAVEPOINT ${savepoint}`)
        held.savepoints.push(savepoint)
        inner.savepoint = savepoint
      }
      const outerSession = sessions()[String(outerId)]
      if (!outerSession) throw new Error('The transaction around this one has already ended.')
      sessions()[id] = { db: outerSession.db, resolve: async () => {}, reject: async () => {} }
      nested.set(id, { held, savepoint })
      return id
    })()
  }

  /** Ends a nested transaction; false when `id` is not one. */
  async function end(id: Id, outcome: 'commit' | 'rollback'): Promise<boolean> {
    const entry = nested.get(id)
    if (!entry) return false
    nested.delete(id)
    delete sessions()[String(id)]
    const { held, savepoint } = entry
    // The transaction around it already ended: its writes went with it.
    if (!held.open) return true
    const at = savepoint ? held.savepoints.indexOf(savepoint) : -1
    if (at >= 0) {
      if (outcome === 'rollback') await held.tx.execute(`ROLLBACK TO SAVEPOINT ${savepoint}`)
      await held.tx.execute(`RELEASE SAVEPOINT ${savepoint}`)
      // Releasing a savepoint releases those opened after it, as SQLite does.
      held.savepoints.splice(at)
    } else if (outcome === 'rollback') {
      held.spoilt ??= new Error(
        'A part of this save failed and could not be undone on its own; nothing was stored.',
      )
    }
    return true
  }

  return { begin, end }
}
