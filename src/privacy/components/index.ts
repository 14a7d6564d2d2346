/** The feature's UI for pages and other features' server components. */
export { RetentionPeriods } from './RetentionPeriods'
