import { defaultLocale, locales } from '@/i18n/locales'
import { isIsoDate } from '@/kit/format/dates'
import { emailAddressPattern } from '@/kit/forms/email-address'
import { oneLineText } from '@/kit/forms/visitor-text-fields'
import * as z from '@/platform/zod'

/**
 * A waitlist entry's life: waiting for a place; offered one (held for the hours staff set);
 * booked from the offer; expired (the hold ran out, the next in line gets the place); or
 * withdrawn (by staff, or the day went by).
 */
export const waitlistStatuses = ['waiting', 'offered', 'booked', 'expired', 'withdrawn'] as const
export type WaitlistStatus = (typeof waitlistStatuses)[number]

/** Staff set the hold in hours; a day when they set nothing. */
export const DEFAULT_HOLD_HOURS = 24

/** Joining a full day's waitlist: the day, who to mail, the vehicle. Messages are Waitlist.errors keys. */
export const waitlistSchema = z.object({
  date: z.string({ error: 'date' }).refine(isIsoDate, 'date'),
  name: oneLineText({ missing: 'name' }).trim().min(1, 'name').max(100, 'tooLong'),
  email: oneLineText({ missing: 'email' })
    .trim()
    .min(1, 'email')
    .max(200, 'tooLong')
    .pipe(z.email({ pattern: emailAddressPattern, error: 'emailFormat' })),
  vehicle: oneLineText().trim().max(300, 'tooLong').default(''),
  locale: z.enum(locales).default(defaultLocale),
  /** Honeypot: people never see it, form-filling bots do. */
  website: z.string().max(500).default(''),
})

export type WaitlistInput = z.input<typeof waitlistSchema>
export type WaitlistJoin = z.output<typeof waitlistSchema>

type Entry = {
  status?: string | null
  offerExpiresAt?: string | null
  createdAt: string
}

/** An offer holds its place until it expires; then it holds nothing, whatever its status says. */
export const holdsOffer = (entry: Entry, now: Date) =>
  entry.status === 'offered' &&
  Boolean(entry.offerExpiresAt) &&
  new Date(entry.offerExpiresAt!).getTime() > now.getTime()

/** Who is next: the longest waiting first. */
export function inLine<T extends Entry>(entries: readonly T[]): T[] {
  return entries
    .filter((entry) => entry.status === 'waiting')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
}

/** When an offer made at `now` stops holding its place. */
export function offerExpiry(now: Date, holdHours: number | null | undefined): Date {
  const hours = holdHours && holdHours > 0 ? holdHours : DEFAULT_HOLD_HOURS
  return new Date(now.getTime() + hours * 3_600_000)
}

/** The key an entry holds when it holds no place: unique, naming no date (see releasedPlaceKey). */
export const noHold = (unique: string) => `waiting#${unique}`
