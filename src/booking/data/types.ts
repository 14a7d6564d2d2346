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

/**
 * A day chosen by its address (the calendar's links, before the form's script runs): the form
 * starts with it picked and its places asked for, as if the visitor had clicked it.
 */
export type ChosenDay = {
  date: string
  slots: string[]
  reason: string | null
  full: boolean
  placeReserved: boolean
}
