/** The queue of the page-warming job: apart from mails and imports, one job at a time. */
export const WARM_QUEUE = 'warm'
