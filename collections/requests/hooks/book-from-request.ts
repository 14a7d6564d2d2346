import { APIError, type CollectionBeforeChangeHook } from 'payload'

import type { Lead } from '@/payload-types'

/**
 * A day entered in "Afspraak maken op" makes the booking from the request, in the same save:
 * the customer's details, vehicle and message, confirmed, with the booking's own mails (the
 * confirmation with its invite). The booking's rules hold (closed days, the day's places); a
 * day that cannot be booked refuses the save with the booking's reason.
 */
export const bookFromRequest: CollectionBeforeChangeHook<Lead> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const day = data.bookOn
  if (operation !== 'update' || !day || originalDoc?.booking) return { ...data, bookOn: null }
  const request = { ...originalDoc, ...data } as Lead
  try {
    const booking = await req.payload.create({
      collection: 'bookings',
      data: {
        appointmentDate: day,
        status: 'confirmed',
        customerName: request.name,
        customerEmail: request.email,
        customerPhone: request.phone,
        licensePlate: request.licensePlate.toUpperCase(),
        brand: request.brand,
        model: request.model,
        buildYear: request.buildYear,
        engine: request.engine,
        notes: request.message,
        locale: request.locale ?? 'nl',
        idempotencyKey: `request-${originalDoc!.id}`,
      },
      req,
    })
    return { ...data, bookOn: null, booking: booking.id, status: 'booked' }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    throw new APIError(message, 400, (error as { data?: object }).data, true)
  }
}
