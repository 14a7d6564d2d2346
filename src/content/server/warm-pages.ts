import type { Payload, PayloadRequest } from 'payload'

import { warmOrder } from '@/content/rules/warm-order'
import { defaultLocale, locales } from '@/i18n/locales'
import { routes } from '@/kit/routes/routes'
import { serverEnv } from '@/platform/env'

import { sitePaths } from './site-paths'
import { WARM_QUEUE } from '../jobs/warm-queue'

export const WARM_TASK = 'warmPages'

/** The pages visitors land on most, rendered first. */
const mainPages = [routes.home, routes.brands, routes.booking, routes.services, routes.contact]

/** Whether this site renders pages ahead of visitors (off for tests: `PAGE_WARMING=0`). */
export const warmingOn = () => serverEnv().PAGE_WARMING !== '0'

/**
 * Renders `paths` (each in every language) at `origin`, a few at a time so visitors keep the
 * server's attention, and reports how many answered and how long it took. A page that fails
 * is counted, not retried: the next visitor renders it. `signal` (the server stopping) ends
 * the run before the next page and aborts the pages under way; the report then says `stopped`.
 */
export async function warmPages(
  origin: string,
  paths: readonly string[],
  { concurrency = 2, signal }: { concurrency?: number; signal?: AbortSignal } = {},
) {
  const queue = warmOrder(paths, { main: mainPages, locales, defaultLocale })
  const started = Date.now()
  let failed = 0
  let next = 0
  const worker = async () => {
    while (next < queue.length && !signal?.aborted) {
      const path = queue[next++]!
      const timeout = AbortSignal.timeout(30_000)
      try {
        const response = await fetch(`${origin}${path}`, {
          headers: { 'user-agent': 'chiptuning-page-warmer' },
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        })
        await response.arrayBuffer()
        if (!response.ok) failed++
      } catch {
        if (!signal?.aborted) failed++
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return {
    pages: queue.length,
    failed,
    ms: Date.now() - started,
    stopped: Boolean(signal?.aborted),
  }
}

/** Every page of the site, in warming order. */
export async function allPaths(payload: Payload) {
  return [...mainPages, ...(await sitePaths(payload)).map((entry) => entry.path)]
}

/**
 * Queues the warming of `paths` (all pages when none are named), unless one for the whole site
 * is already waiting: a server start, an import and an edit in a row warm once.
 */
export async function queueWarming(
  payload: Payload,
  paths?: readonly string[],
  req?: PayloadRequest,
) {
  if (!warmingOn()) return
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: WARM_TASK } },
        { completedAt: { exists: false } },
        { processing: { equals: false } },
      ],
    },
    req,
  })
  if (!paths && totalDocs > 0) return
  await payload.jobs.queue({
    task: WARM_TASK,
    queue: WARM_QUEUE,
    input: { paths: paths ? [...paths] : null },
    req,
  })
}
