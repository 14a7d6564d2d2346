import type { Payload, TaskConfig } from 'payload'

import { abortedBy, leaveForNextRunner, stopSignal } from '@/platform/jobs/stopping'

import { type AfterImport, applyImport, previewImport } from './server/import-run'

type ImportTask = TaskConfig<{ input: { importId: string }; output: object }>

/** The queue the catalogue import's jobs run on (the admin's dry run and apply). */
export const CATALOGUE_QUEUE = 'catalogue'
/** Imports run one at a time on their own queue, looked at every 2 s. */
export const catalogueImportQueue = { cron: '*/2 * * * * *', queue: CATALOGUE_QUEUE, limit: 1 }

type Run = (payload: Payload, id: string, signal: AbortSignal) => Promise<unknown>

/**
 * A run that the server's stop interrupts changed nothing (its transaction is rolled back) and
 * counts as no try: it is left for the next runner, which starts it again.
 */
const stoppable =
  (run: Run): ImportTask['handler'] =>
  async ({ input, job, req }) => {
    const signal = stopSignal()
    try {
      await run(req.payload, input.importId, signal)
    } catch (error) {
      if (abortedBy(error, signal)) return leaveForNextRunner(job)
      throw error
    }
    return { output: {} }
  }

/** The dry run and the apply; `afterImport` runs once an apply changed the catalogue. */
export const catalogueImportTasks = (afterImport: AfterImport): ImportTask[] => [
  {
    slug: 'catalogueImportPreview',
    retries: 0,
    inputSchema: [{ name: 'importId', type: 'text', required: true }],
    handler: stoppable(previewImport),
  },
  {
    slug: 'catalogueImportApply',
    retries: 0,
    inputSchema: [{ name: 'importId', type: 'text', required: true }],
    handler: stoppable((payload, id, signal) => applyImport(payload, id, signal, afterImport)),
  },
]
