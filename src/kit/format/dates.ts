import { TZDate, tz } from '@date-fns/tz'
import { format } from 'date-fns'

/** Calendar dates as the workshop sees them: yyyy-MM-dd in Dutch time, whatever the server's zone. */
export const WORKSHOP_TIME_ZONE = 'Europe/Amsterdam'

export const weekdays = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const
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

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** A wall-clock time as hh:mm on the 24-hour clock ("09:00"; "9u" and "24:00" are not). */
export function isClockTime(value: unknown): value is string {
  return typeof value === 'string' && CLOCK_TIME.test(value)
}

/** Today's date in the workshop's time zone. */
export function workshopToday(now: Date): string {
  return format(now, 'yyyy-MM-dd', { in: tz(WORKSHOP_TIME_ZONE) })
}

/**
 * The moment a wall-clock time ("09:00") happens on a date in the workshop's zone: 08:00 UTC in
 * winter, 07:00 UTC in summer, whatever the server's own zone.
 */
export function workshopTimeToUtc(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number)
  const [hours, minutes] = time.split(':').map(Number)
  return new Date(
    new TZDate(year!, month! - 1, day!, hours ?? 0, minutes ?? 0, WORKSHOP_TIME_ZONE).getTime(),
  )
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

export function weekdayOf(date: string): Weekday {
  return weekdays[new Date(`${date}T00:00:00Z`).getUTCDay()]!
}
