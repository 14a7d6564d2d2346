import { randomUUID } from 'node:crypto'

import { bookingFromForm, bookingSchema } from '@/booking'
import { bookingErrorText, createBooking } from '@/booking/server'
import { enteredValues, formPost } from '@/kit/forms/form-post'
import { payloadClient } from '@/platform/data/payload'

import { bookingReply } from '../../bookings/reply'

/**
 * The booking form as the browser posts it (no script, or before it ran): the same schema and
 * the same createBooking as POST /api/bookings (places, address limit, rate limit), answered
 * with a 303 to the answer page: booked on that day, or why not with the form handed back.
 */
export const POST = formPost('booking', 'bookings', async ({ fields, locale }) => {
  const parsed = bookingSchema.safeParse(bookingFromForm(fields, { locale, newKey: randomUUID }))
  const refused = (message: string, full = false) => ({
    form: 'booking' as const,
    ok: false as const,
    message,
    values: enteredValues(fields),
    ...(full ? { full } : {}),
  })
  if (!parsed.success) return refused(bookingErrorText(locale, parsed.error))
  const reply = bookingReply(await createBooking(await payloadClient(), parsed.data), locale)
  if (reply.body.success) return { form: 'booking', ok: true, date: parsed.data.appointmentDate }
  return refused(reply.body.error ?? '', reply.full)
})
