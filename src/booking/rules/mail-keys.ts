type Named = { id: number | string; createdAt: string }

/**
 * The outbox key of a booking's mail: at most one mail per key. It names the booking by id and
 * creation time, because an id alone comes back: SQLite gives a new row the id of a deleted
 * last row, and the new booking's confirmation would then meet the old one's key.
 */
export const bookingMailKey = (booking: Named, kind: string) =>
  `${booking.id}@${booking.createdAt}:${kind}`

/**
 * The same for the mails of a waitlist entry or a visitor's request. A waitlist mail has no
 * link to its entry, so it outlives a deleted entry (staff, retention, an erasure): keyed by id
 * alone, the next visitor on the list under that id was refused their confirmation.
 */
export const entryMailKey = (of: 'waitlist' | 'request', entry: Named, kind: string) =>
  `${of}:${bookingMailKey(entry, kind)}`
