import {
  bookingEndpoints,
  type ApiRefusal,
  type AvailabilityAnswer,
  type AvailabilityRequest,
  type BookingPost,
  type BookingReply,
  type WaitlistReply,
} from '@/booking/rules/endpoints'
import type { WaitlistInput } from '@/booking/rules/waitlist'

/** What the form does next after asking for a day: show places, show why not, or a toast. */
export type DayResult =
  | { kind: 'open'; slots: string[] }
  | { kind: 'closed'; reason: string | null; full: boolean }
  | { kind: 'failed' }
  | { kind: 'offline' }

/** What the form does next after sending a booking. */
export type SendResult =
  { kind: 'booked' } | { kind: 'refused'; error: string | null } | { kind: 'offline' }

/** The status and the JSON answer, or null when the request never got an answer (offline). */
async function post<T>(path: string, body: unknown) {
  let response: Response
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  } catch {
    return null
  }
  const answer = (await response.json().catch(() => null)) as T | ApiRefusal | null
  return { response, answer }
}

/** A 400 still answers (a day that cannot be booked); other failures are the service's. */
export async function askDay(request: AvailabilityRequest): Promise<DayResult> {
  const reply = await post<AvailabilityAnswer>(bookingEndpoints.availability, request)
  if (!reply) return { kind: 'offline' }
  const { response, answer } = reply
  if (!answer || (!response.ok && response.status !== 400)) return { kind: 'failed' }
  if ('available' in answer && answer.available) return { kind: 'open', slots: answer.slots }
  return {
    kind: 'closed',
    reason: 'reason' in answer ? answer.reason : null,
    full: 'full' in answer && answer.full === true,
  }
}

/** The server repeats the first answer for a retried idempotency key, so a retry is safe. */
export async function sendBooking(booking: BookingPost): Promise<SendResult> {
  const reply = await post<BookingReply>(bookingEndpoints.bookings, booking)
  if (!reply) return { kind: 'offline' }
  const { response, answer } = reply
  if (response.ok && answer?.success) return { kind: 'booked' }
  return { kind: 'refused', error: answer?.error || null }
}

/** What the waitlist form shows after sending: the place in the line, or why not. */
export type WaitlistResult =
  | { kind: 'joined'; position: number }
  | { kind: 'refused'; error: string | null }
  | { kind: 'offline' }

export async function joinWaitlist(entry: WaitlistInput): Promise<WaitlistResult> {
  const reply = await post<WaitlistReply>(bookingEndpoints.waitlist, entry)
  if (!reply) return { kind: 'offline' }
  const { response, answer } = reply
  if (response.ok && answer?.success) return { kind: 'joined', position: answer.position ?? 1 }
  return { kind: 'refused', error: answer?.error || null }
}
