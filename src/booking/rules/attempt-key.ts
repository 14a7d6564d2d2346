/** The key a booking attempt is sent with, and the booking it was sent for. */
export type Attempt = { key: string; sent: string }

/**
 * The idempotency key for sending a booking: the previous key while it is the same booking (the
 * same day for the same address: its reply may have been lost), a new one for another day or
 * address. The server answers a known key with the first booking when day and address match and
 * refuses it otherwise, so a key never books twice and a new day is never dropped.
 */
export function attemptFor(
  previous: Attempt | null,
  booking: { date: string | undefined; email: string },
  newKey: () => string,
): Attempt {
  const sent = `${booking.date ?? ''} ${booking.email.trim().toLowerCase()}`
  return previous?.sent === sent ? previous : { key: newKey(), sent }
}
