import { addDays, workshopTimeToUtc } from '@/kit/format/dates'

import { type BookingRules, placesOn } from './availability'

export const DEFAULT_REMINDER_TIME = '09:00'
export const DEFAULT_CANCEL_CUTOFF_HOURS = 24

/** The last day before `date` on which the workshop works (has places): Saturday for a Monday when Saturdays are open. */
export function workingDayBefore(
  date: string,
  rules: Pick<BookingRules, 'placesPerWeekday' | 'closedDates'>,
): string {
  for (let back = 1; back <= 14; back++) {
    const day = addDays(date, -back)
    if (placesOn(day, { ...rules, leadDays: 0, horizonDays: 0, startTime: '', allDay: true }) > 0)
      return day
  }
  return addDays(date, -1)
}

/** When the reminder goes out: the working day before, at the reminder time in Dutch time (summer or winter). */
export function reminderMoment(
  date: string,
  rules: Pick<BookingRules, 'placesPerWeekday' | 'closedDates'>,
  time = DEFAULT_REMINDER_TIME,
): Date {
  return workshopTimeToUtc(workingDayBefore(date, rules), time)
}

export type ReminderCandidate = { appointmentDate: string; status: string; createdAt: string }

/**
 * Whether a booking's reminder is due now: it still holds its day, the reminder moment has
 * passed, the day itself has not begun, and the booking existed before the moment (a booking
 * made after it was just confirmed and needs no reminder).
 */
export function reminderDue(
  booking: ReminderCandidate,
  rules: Pick<BookingRules, 'placesPerWeekday' | 'closedDates'>,
  now: Date,
  time = DEFAULT_REMINDER_TIME,
): boolean {
  if (['cancelled', 'completed', 'noShow'].includes(booking.status)) return false
  const moment = reminderMoment(booking.appointmentDate, rules, time)
  const dayStart = workshopTimeToUtc(booking.appointmentDate, '00:00')
  return now >= moment && now < dayStart && new Date(booking.createdAt) < moment
}

/** Whether the customer may still cancel or move: up to `hours` before the start of the appointment. */
export function beforeCutoff(
  date: string,
  startTime: string,
  now: Date,
  hours = DEFAULT_CANCEL_CUTOFF_HOURS,
): boolean {
  return now.getTime() <= workshopTimeToUtc(date, startTime).getTime() - hours * 3600_000
}
