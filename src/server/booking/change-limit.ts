import { createWindowCounter } from '@/server/rate-limit'

/**
 * How often a customer may move or cancel through the manage link. Each change mails the
 * customer and the workshop, so without a cap a script could flood both mailboxes from one
 * booking. A real customer changes a booking once or twice; the caps leave room for that and
 * for a mistake corrected at once.
 */
export const CHANGES_PER_BOOKING = 5
export const CHANGES_PER_CLIENT = 20
const WINDOW_MS = 60 * 60_000

export function createChangeLimit() {
  const perBooking = createWindowCounter(CHANGES_PER_BOOKING, WINDOW_MS)
  const perClient = createWindowCounter(CHANGES_PER_CLIENT, WINDOW_MS)
  /** Counts one change of `token` from `client`; false once either cap for the hour is used. */
  return (token: string, client: string, now = Date.now()) =>
    perClient.take(client, now) && perBooking.take(token, now)
}
