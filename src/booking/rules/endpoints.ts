import type { BookingInput } from './schema'

/**
 * What the booking form and the two route handlers say to each other: one source for the
 * paths and the JSON on both sides, so a changed answer breaks the build, not the form.
 */
export const bookingEndpoints = {
  availability: '/api/availability',
  bookings: '/api/bookings',
  waitlist: '/api/waitlist',
} as const

/** Any refusal before the handler's own work: bad body, too large, too many, unavailable. */
export type ApiRefusal = { success: false; error: string }

export type AvailabilityRequest = { date: string; locale?: BookingInput['locale'] }
export type AvailabilityAnswer = {
  available: boolean
  slots: string[]
  reason: string | null
  /** The day is full (not closed or out of reach): its waitlist can be joined. */
  full?: boolean
}

/** 201 on the list, 200 already on it (or a bot), 400 invalid, 409 the day has a place. */
export type WaitlistReply = { success: boolean; error?: string; position?: number }

export type BookingPost = BookingInput
/** 201 stored, 200 repeated or a bot, 400 invalid, 409 full, 429 too many, 503 unavailable. */
export type BookingReply = { success: boolean; error?: string; bookingId?: number | string }
