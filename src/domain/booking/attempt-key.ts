/** The key a booking attempt is sent with, and the content it was sent for. */
export type Attempt = { key: string; sent: string }

/**
 * The idempotency key for sending `booking`: the previous key when the same booking is sent
 * again (its reply was lost), a new one as soon as anything in it changed. The server refuses a
 * known key that comes with another booking, so a corrected form must never reuse it.
 */
export function attemptFor(
  previous: Attempt | null,
  booking: Record<string, unknown>,
  newKey: () => string,
): Attempt {
  const sent = JSON.stringify(Object.entries(booking).sort(([a], [b]) => a.localeCompare(b)))
  return previous?.sent === sent ? previous : { key: newKey(), sent }
}
