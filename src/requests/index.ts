/** The feature's front door: its pure rules and types, for anyone (pages, other features' rules, the browser). */
export { requestKinds, requestSchema, requestStatuses } from './rules/request'
export { requestFromForm } from './rules/form-fields'
