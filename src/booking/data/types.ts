/** What the server hands the booking form: the bookable window and the closed days. */
export type CalendarRules = {
  first: string
  last: string
  closedWeekdays: number[]
  closed: { from: string; until: string }[]
  startTime: string
  /** How long a waitlist offer holds its place (hours). */
  holdHours: number
}

export type VehiclePrefill = {
  brand?: string
  model?: string
  buildYear?: string
  engine?: string
  /** The engine page the visitor came from, and the options they chose there (row ids). */
  path?: string
  options?: string
}
