/** The feature's cached reads for pages (server only). */
export { getCalendarRules } from './booking'
