import { createHash } from 'node:crypto'

import { createWindowCounter } from '@/server/rate-limit'

/**
 * How often a customer may move or cancel through the manage link. Each change mails the
 * customer and the workshop, so without a cap a script could flood both mailboxes from one
 * booking. A real customer changes a booking once or twice; the caps leave room for that and
 * for a mistake corrected at once. Only changes made count: a refused try (a full day) sends
 * nothing.
 */
export const CHANGES_PER_BOOKING = 5
export const CHANGES_PER_CLIENT = 20
const WINDOW_MS = 60 * 60_000

// The manage token is the booking's key; the counter keeps only its hash.
const bookingKey = (token: string) => createHash('sha256').update(token).digest('base64url')

export function createChangeLimit() {
  const perBooking = createWindowCounter(CHANGES_PER_BOOKING, WINDOW_MS)
  const perClient = createWindowCounter(CHANGES_PER_CLIENT, WINDOW_MS)
  return {
    /** Whether one more change of `token` from `client` is within both caps for the hour. */
    allows: (token: string, client: string, now = Date.now()) =>
      perClient.left(client, now) && perBooking.left(bookingKey(token), now),
    /** Counts a change that was made. */
    made(token: string, client: string, now = Date.now()) {
      perClient.take(client, now)
      perBooking.take(bookingKey(token), now)
    },
  }
}
