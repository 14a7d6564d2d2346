import type { PayloadRequest } from 'payload'

/** What a visitor's request holds that a booking takes over. */
export type RequestToBook = {
  id: number | string
  name: string
  email: string
  phone: string
  licensePlate: string
  brand?: string | null
  model?: string | null
  buildYear?: string | null
  engine?: string | null
  message?: string | null
  locale?: string | null
}

/**
 * Staff book a visitor's request on a day, in the request's own save (its `req`): the
 * customer's details, vehicle and message, confirmed, through the booking's one write path
 * (the day's place, the confirmation with its invite, the audit entry). A day that cannot be
 * booked throws with the booking's reason; the request's key makes it one booking at most.
 */
export const bookFromRequest = (req: PayloadRequest, request: RequestToBook, day: string) =>
  req.payload.create({
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
      idempotencyKey: `request-${request.id}`,
    },
    req,
  })
