/** The queue of the page-warming job: apart from mails and imports, one job at a time. */
export const WARM_QUEUE = 'warm'
/** Rendering pages ahead of visitors: one job at a time, looked at every 10 s. */
export const warmQueue = { cron: '*/10 * * * * *', queue: WARM_QUEUE, limit: 1 }
