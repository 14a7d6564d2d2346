import { bookingSchema } from '@/booking'
import { bookingErrorText, createBooking } from '@/booking/server'
import { visitorPost } from '@/kit/forms/visitor-post'
import { payloadClient } from '@/platform/data/payload'

import { bookingReply } from './reply'

/** POST the booking form -> {success, error}: 201 stored, 200 repeated, 400 invalid, 409 full or past the address limit, 429 too many. */
export const POST = visitorPost('bookings', async ({ body, locale }) => {
  const parsed = bookingSchema.safeParse({ ...body, locale })
  if (!parsed.success) {
    const error = bookingErrorText(locale, parsed.error)
    return Response.json({ success: false, error }, { status: 400 })
  }
  const reply = bookingReply(await createBooking(await payloadClient(), parsed.data), locale)
  return Response.json(reply.body, { status: reply.status })
})
