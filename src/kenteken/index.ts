/** The feature's front door: its pure rules and types, for anyone (pages, other features' rules, the browser). */
export { parsePlate } from './rules/plate'
