import type { BookingReply } from '@/booking'
import { addressLimitText, type BookingOutcome } from '@/booking/server'
import type { Locale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server'

/**
 * The booking endpoints' answer to what the booking service did (the JSON endpoint sends it
 * as it is, the plain form hands its message back): 201 stored, 200 repeated or a bot, 400 a
 * day that cannot be booked or a refused value, 409 full, a reused key or the address's limit,
 * 422 a package that cannot be tuned.
 */
export function bookingReply(
  outcome: BookingOutcome,
  locale: Locale,
): { status: number; body: BookingReply; full?: boolean } {
  const t = serverTranslator(locale, 'BookingApi')
  const refused = (status: number, error: string) => ({
    status,
    body: { success: false, error },
  })
  switch (outcome.kind) {
    case 'booked':
      return {
        status: outcome.repeated ? 200 : 201,
        body: { success: true, bookingId: outcome.bookingId },
      }
    case 'ignored':
      return { status: 200, body: { success: true } }
    case 'unavailable':
      return {
        ...refused(outcome.reason === 'full' ? 409 : 400, t(`reasons.${outcome.reason}`)),
        full: outcome.reason === 'full',
      }
    case 'package':
      return refused(422, t(`package.${outcome.reason}`))
    case 'keyReused':
      return refused(409, t('errors.idempotencyKey'))
    case 'limit':
      return refused(409, addressLimitText(locale, outcome.limit, outcome))
    case 'invalid':
      return refused(400, t('errors.body'))
  }
}
