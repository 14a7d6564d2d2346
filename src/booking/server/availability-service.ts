import type { Payload } from 'payload'

import {
  availability as availabilityOf,
  closedPeriodOn,
  closedPeriodReason,
} from '@/booking/rules/availability'
import type { AvailabilityAnswer } from '@/booking/rules/endpoints'
import type { Locale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server'

import { othersOn } from './places'
import { currentBookingRules } from './rules'

/** The endpoint's answer and, for the server alone, how many places are still free. */
export type AvailabilityCheck = AvailabilityAnswer & { free: number }

export async function checkAvailability(
  payload: Payload,
  date: string,
  locale: Locale,
  now = new Date(),
): Promise<AvailabilityCheck> {
  const rules = await currentBookingRules(payload)
  // Bookings and running waitlist offers: a held place is not free to others.
  const count = (await othersOn(payload, date, { now })).length
  const result = availabilityOf(date, rules, count, now)
  if (result.available)
    return { available: true, slots: result.slots, reason: null, free: result.free }
  const t = serverTranslator(locale, 'BookingApi')
  const closedReason =
    result.reason === 'closed'
      ? (closedPeriodReason(closedPeriodOn(date, rules.closedDates), locale) ?? result.closedReason)
      : null
  const reason = closedReason
    ? t('reasons.closedWithReason', { reason: closedReason })
    : t(`reasons.${result.reason}`)
  return { available: false, slots: [], reason, free: 0, full: result.reason === 'full' }
}
