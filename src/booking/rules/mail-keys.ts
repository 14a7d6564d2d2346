/**
 * The outbox key of a booking's mail: at most one mail per key. It names the booking by id and
 * creation time, because an id alone comes back: SQLite gives a new row the id of a deleted
 * last row, and the new booking's confirmation would then meet the old one's key.
 */
export const bookingMailKey = (booking: { id: number | string; createdAt: string }, kind: string) =>
  `${booking.id}@${booking.createdAt}:${kind}`
