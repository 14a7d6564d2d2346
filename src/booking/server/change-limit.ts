import { limit } from '@/platform/shared/limits'

/**
 * How often a customer may move or cancel through the manage link. Each change mails the
 * customer and the workshop, so without a cap a script could flood both mailboxes from one
 * booking. A real customer changes a booking once or twice; the caps (5 per booking, 20 per
 * client an hour: src/platform/shared/limits.ts) leave room for that and for a mistake
 * corrected at once. Only changes made count: a refused try (a full day) sends nothing. The
 * manage token is the booking's key; the limits keep only its hash.
 */
export const changeLimit = {
  /** Whether one more change of `token` from `client` is within both caps for the hour. */
  allows: async (token: string, client: string) =>
    (await limit('clientChanges').left(client)) && (await limit('bookingChanges').left(token)),
  /** Counts a change that was made. */
  made: async (token: string, client: string) => {
    await limit('clientChanges').take(client)
    await limit('bookingChanges').take(token)
  },
}
