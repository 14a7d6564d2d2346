import type { TaskConfig } from 'payload'

import { leaveForNextRunner, stopSignal } from '@/platform/jobs/stopping'
import { siteOriginForJobs } from '@/platform/site-url'

import { allPaths, WARM_TASK, warmPages } from '../server/warm-pages'

/**
 * Renders pages ahead of visitors and crawlers: the whole site after a server starts or an
 * import, the pages an edit changed after a staff save. Its own queue, so it never holds up a
 * mail or a reminder.
 */
export const warmPagesTask = {
  slug: WARM_TASK,
  label: "Pagina's voorbereiden",
  inputSchema: [{ name: 'paths', type: 'json' }],
  handler: async ({ input, job, req }) => {
    const paths = Array.isArray(input.paths)
      ? input.paths.filter((path): path is string => typeof path === 'string')
      : await allPaths(req.payload)
    const { stopped, ...report } = await warmPages(siteOriginForJobs(), paths, {
      signal: stopSignal(),
    })
    // The server is stopping: the warming runs again, whole, in the next runner.
    if (stopped) return leaveForNextRunner(job)
    console.info(`[warm] ${report.pages} pages in ${report.ms} ms, ${report.failed} failed`)
    return { output: report }
  },
} satisfies TaskConfig<{
  input: { paths: unknown }
  output: { pages: number; failed: number; ms: number }
}>
