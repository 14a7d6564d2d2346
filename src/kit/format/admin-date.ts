import { tz } from '@date-fns/tz'
import { format } from 'date-fns'

import type { Locale } from '@/i18n/locales'

import { isIsoDate, WORKSHOP_TIME_ZONE } from './dates'
import { longDate } from './long-date'

const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/
const inWorkshop = { in: tz(WORKSHOP_TIME_ZONE) }

/**
 * The admin's one way of writing a date, in the staff member's language: a calendar day as
 * "maandag 4 januari 2027" ("Monday 4 January 2027", "Montag, 4. Januar 2027"), a moment
 * (createdAt, a mail's sentAt) as that day in Dutch time with its clock time, "… · 19:41".
 * Whatever is neither (an empty field, a typo in old data) comes back as it was, never throws.
 */
export function adminDate(value: unknown, locale: Locale): string {
  if (value === null || value === undefined || value === '') return ''
  if (isIsoDate(value)) return longDate(value, locale)
  // Only a full timestamp is a moment: `new Date('2027-02-30')` would quietly read 2 March.
  if (!(value instanceof Date) && !MOMENT.test(String(value))) return String(value)
  const moment = value instanceof Date ? value : new Date(String(value))
  if (Number.isNaN(moment.getTime())) return String(value)
  const day = format(moment, 'yyyy-MM-dd', inWorkshop)
  return `${longDate(day, locale)} · ${format(moment, 'HH:mm', inWorkshop)}`
}
