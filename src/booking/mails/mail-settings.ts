import type { Payload, PayloadRequest } from 'payload'

import { currentBookingRules } from '../server/rules'

/** What a booking mail reads besides the booking: the business details and the start time. */
export async function mailSettings(payload: Payload, req?: PayloadRequest) {
  const [settings, rules] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', depth: 0, req }),
    currentBookingRules(payload),
  ])
  return { settings, rules }
}
