import { payloadClient } from '@/data/payload'
import { bookingSchema } from '@/domain/booking/schema'
import { createBooking } from '@/server/booking/service'
import { RATE_LIMIT_DEFAULTS, serverEnv } from '@/server/env'
import { serverTranslator } from '@/server/i18n'
import { readJson, requestLocale, serviceUnavailable, tooManyRequests } from '@/server/http'
import { clientKey, createRateLimiter } from '@/server/rate-limit'

const allow = createRateLimiter({
  limit: serverEnv().RATE_LIMIT_BOOKINGS ?? RATE_LIMIT_DEFAULTS.bookings,
  windowMs: 60_000,
})

/** POST the booking form -> {success, error}: 201 stored, 200 repeated, 400 invalid, 409 full, 429 too many. */
export async function POST(request: Request) {
  const body = await readJson(request)
  if (!body.ok) return body.response
  const locale = requestLocale(body.value, request)
  if (!allow(clientKey(request))) return tooManyRequests(locale)
  const parsed = bookingSchema.safeParse({ ...body.value, locale })
  if (!parsed.success) {
    const t = serverTranslator(locale, 'BookingApi')
    const key = parsed.error.issues[0]?.message ?? 'body'
    const known = ['date', 'time', 'name', 'email', 'emailFormat', 'phone', 'plate', 'terms', 'tooLong', 'invalidCharacters', 'idempotencyKey'] as const
    const message = (known as readonly string[]).includes(key) ? t(`errors.${key as (typeof known)[number]}`) : t('errors.body')
    return Response.json({ success: false, error: message }, { status: 400 })
  }
  try {
    const answer = await createBooking(await payloadClient(), parsed.data)
    return Response.json(answer.body, { status: answer.status })
  } catch (error) {
    return serviceUnavailable(locale, error)
  }
}
