import type { Payload } from 'payload'

import { bookingReply } from '@/app/api/bookings/reply'
import type { BookingRequest } from '@/booking/rules/schema'
import { createBooking } from '@/booking/server/service'

/**
 * What POST /api/bookings answers for a valid request, without its rate limit and body parsing:
 * the booking service's outcome as the route turns it into a status and a message.
 */
export async function postBooking(
  payload: Payload,
  request: BookingRequest,
  options?: Parameters<typeof createBooking>[2],
) {
  const { status, body } = bookingReply(
    await createBooking(payload, request, options),
    request.locale,
  )
  return { status, body }
}
