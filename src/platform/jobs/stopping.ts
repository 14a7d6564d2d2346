import type { Payload } from 'payload'

import { runnerLease } from './runner-lease'

type Id = number | string
type Handler = (args: { job: { id: Id } }) => unknown

type StopState = {
  stopping: boolean
  controller: AbortController
  /** Jobs whose handler runs in this process; true once it was left for the next runner. */
  running: Map<Id, boolean>
}

// On globalThis: Next bundles the instrumentation and each route apart, and the jobs run in
// whichever bundle first booted Payload; the stop must see them all.
const KEY = Symbol.for('chiptuning.jobs.stopping')
const store = globalThis as typeof globalThis & { [KEY]?: StopState }
const state = (store[KEY] ??= {
  stopping: false,
  controller: new AbortController(),
  running: new Map(),
})

/** Whether this process is stopping: it starts no job any more. */
export const jobsStopping = () => state.stopping

/** Aborted when this process stops: long jobs (page warming, an import) end their step at it. */
export const stopSignal = () => state.controller.signal

/** Whether `error` is the abort of `signal` (thrown by `throwIfAborted`), not a fault. */
export const abortedBy = (error: unknown, signal: AbortSignal | undefined) =>
  signal?.aborted === true && error === signal.reason

/**
 * Ends a job step that the stop interrupted without an outcome: Payload records neither a
 * success nor a failed try, the job stays marked as running until `stopJobs` (or, if this
 * process dies first, the runner lease's next holder) hands it back, and it runs again from its
 * start in the next runner. The handler waits here until the process exits.
 */
export function leaveForNextRunner(job: { id: Id }): Promise<never> {
  state.running.set(job.id, true)
  return new Promise<never>(() => {})
}

/**
 * Payload's tasks, each handler counted while it runs, so that a stop waits for exactly the
 * jobs in this process's hands. A job handed to this process after the stop began (a batch
 * claimed just before) does not start: it is left for the next runner.
 */
export function stoppableTasks<T extends { handler: unknown }>(tasks: readonly T[]): T[] {
  return tasks.map((task) => {
    if (typeof task.handler !== 'function') return task
    const handler = task.handler as Handler
    const counted: Handler = async (args) => {
      if (state.stopping) return leaveForNextRunner(args.job)
      state.running.set(args.job.id, false)
      try {
        return await handler(args)
      } finally {
        state.running.delete(args.job.id)
      }
    }
    return { ...task, handler: counted }
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Stops the Jobs Queue of this process by `deadline` (a time in ms): no new batch, long jobs
 * told to stop, the running ones finished (a mail being handed to the provider gets its answer
 * and its record, so it is never sent twice), then every job still in hand handed back to the
 * queue and the runner lease given up, so the next runner takes them at once.
 */
export async function stopJobs(
  payload: Payload,
  deadline: number,
): Promise<{ handedBack: number }> {
  state.stopping = true
  for (const cron of payload.crons) cron.stop()
  state.controller.abort()
  const busy = () => [...state.running.values()].some((left) => !left)
  while (busy() && Date.now() < deadline) await sleep(50)
  const unfinished = [...state.running.keys()]
  if (unfinished.length)
    await payload.db.updateJobs({
      where: { id: { in: unfinished } },
      data: { processing: false },
      returning: false,
    })
  await runnerLease(payload).release()
  return { handedBack: unfinished.length }
}
