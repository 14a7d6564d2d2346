/** The feature's front door: its pure rules and types, for anyone (pages, other features' rules, the browser). */
export { defaultRole, leavesNoOwner, may, reach, roleOf, subjects } from './rules/roles'
export type { Operation, Role, Subject } from './rules/roles'
