/** The feature's cached reads for pages (server only). */
export { getEngineMeasurement } from './runs'
export type { EngineMeasurement, PublishedRun } from './measurement'
