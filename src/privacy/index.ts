/** The feature's front door: its pure rules and types, for anyone (pages, other features' rules, the browser). */
export { changedFields } from './rules/audit'
export { retentionDefaults } from './rules/retention'
export type { RetentionSettings } from './rules/retention'
export { subjectCsv } from './rules/subject-export'
export { emailKey, plateKey, subjectQuery } from './rules/subject'
