/** The feature's server side for other features, collections, jobs and routes: writes, mails, jobs. */
export { readRunFiles } from './read-files'
export { hasSentReport, reportPdfForToken } from './report-access'
export { renderDynoReport } from './report-pdf'
export type { ReportContent } from './report-pdf'
export { reportContent, reportUrl, sendDynoReport } from './report'
export type { ReportRefusal, SendResult } from './report'
export { storedRun } from './runs'
export type { StoredRun } from './runs'
