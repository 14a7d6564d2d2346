// Upstream: Payload's forgot-password writes outside the transaction it opened: no upstream issue
// found; upstream source: payload/dist/auth/operations/forgotPassword.js forgotPasswordOperation
// (`reservationReq.transactionID = undefined` before `payload.db.updateOne`).
// Canary (runs it): tests/platform/upstream/payload-writes.int.spec.ts.

import { AsyncLocalStorage } from 'node:async_hooks'

import type { Statement } from './write-queue'

/** The part of a libsql transaction this module uses. */
export type LibsqlTransaction = {
  execute: (statement: Statement, ...rest: unknown[]) => Promise<unknown>
  batch: (statements: (Statement | [string, unknown?])[], mode?: string) => Promise<unknown>
  executeMultiple: (sql: string) => Promise<unknown>
  commit: () => Promise<void>
  rollback: () => Promise<void>
}

/** A transaction this process holds the write turn for. */
export type HeldTransaction = {
  tx: LibsqlTransaction
  open: boolean
  /** Savepoints of nested transactions, innermost last. */
  savepoints: string[]
  /** A nested transaction that failed and had no savepoint: the whole transaction must go. */
  spoilt?: Error
}

/**
 * A flow is one chain of work (a request, a job, a script) from the moment it begins a
 * transaction: everything that chain goes on to do, in hooks, nested Local API calls or
 * Payload's own bookkeeping, carries it.
 */
export type WriteFlow = { held?: HeldTransaction; savepoint?: string }

const flows = new AsyncLocalStorage<WriteFlow>()

/**
 * SQLite has one writer. While a flow holds a transaction, a write of that same flow outside
 * it (Payload's forgot-password reserves its request that way; a hook calling the Local API
 * without `req` begins a transaction of its own) can never get the lock: the transaction waits
 * for the write, the write for the transaction. Such writes join the transaction instead.
 */
export function flowHoldingTransaction(): (WriteFlow & { held: HeldTransaction }) | undefined {
  const flow = flows.getStore()
  return flow?.held?.open ? (flow as WriteFlow & { held: HeldTransaction }) : undefined
}

/**
 * Marks the calling flow from here on. It must run before the caller's first `await` on the
 * transaction being begun: that `await`, and so the rest of the operation that began it, then
 * carries the flow, while work that began earlier (another request) never does.
 */
export function enterFlow(flow: WriteFlow): void {
  flows.enterWith(flow)
}
