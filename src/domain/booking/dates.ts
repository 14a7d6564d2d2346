/** Calendar dates as the workshop sees them: yyyy-MM-dd in Dutch time, whatever the server's zone. */
export const WORKSHOP_TIME_ZONE = 'Europe/Amsterdam'

export const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const
export type Weekday = (typeof weekdays)[number]

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar date in yyyy-MM-dd form (2026-02-30 is not). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false
  const match = ISO_DATE.exec(value)
  if (!match) return false
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return date.toISOString().slice(0, 10) === value
}

/** Today's date in the workshop's time zone. */
export function workshopToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: WORKSHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

export function weekdayOf(date: string): Weekday {
  return weekdays[new Date(`${date}T00:00:00Z`).getUTCDay()]!
}
