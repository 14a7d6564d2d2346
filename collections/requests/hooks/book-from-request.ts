import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { bookFromRequest } from '@/booking/server'
import type { Lead } from '@/payload-types'

/**
 * A day entered in "Afspraak maken op" makes the booking from the request, in the same save
 * (the booking feature's write path); a day that cannot be booked refuses the save with the
 * booking's reason.
 */
export const bookRequestOnDay: CollectionBeforeChangeHook<Lead> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const day = data.bookOn
  if (operation !== 'update' || !day || !originalDoc || originalDoc.booking)
    return { ...data, bookOn: null }
  try {
    const booking = await bookFromRequest(req, { ...originalDoc, ...data } as Lead, day)
    return { ...data, bookOn: null, booking: booking.id, status: 'booked' }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    throw new APIError(message, 400, (error as { data?: object }).data, true)
  }
}
