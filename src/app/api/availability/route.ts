import { payloadClient } from '@/data/payload'
import { isIsoDate } from '@/domain/booking/dates'
import type { AvailabilityAnswer } from '@/domain/booking/endpoints'
import { checkAvailability } from '@/server/booking/availability-service'
import { RATE_LIMIT_DEFAULTS, serverEnv } from '@/server/env'
import { serverTranslator } from '@/server/i18n'
import { readJson, requestLocale, serviceUnavailable, tooManyRequests } from '@/server/http'
import { clientKey, createRateLimiter } from '@/server/rate-limit'

const allow = createRateLimiter({
  limit: serverEnv().RATE_LIMIT_AVAILABILITY ?? RATE_LIMIT_DEFAULTS.availability,
  windowMs: 60_000,
})

/** POST {date: yyyy-MM-dd} -> {available, slots, reason}. */
export async function POST(request: Request) {
  const body = await readJson(request)
  if (!body.ok) return body.response
  const locale = requestLocale(body.value, request)
  if (!allow(clientKey(request))) return tooManyRequests(locale)
  const { date } = body.value
  if (!isIsoDate(date)) {
    const t = serverTranslator(locale, 'BookingApi')
    const refusal: AvailabilityAnswer = { available: false, slots: [], reason: t('errors.date') }
    return Response.json(refusal, { status: 400 })
  }
  try {
    const answer = await checkAvailability(await payloadClient(), date, locale)
    const { available, slots, reason } = answer
    return Response.json({ available, slots, reason } satisfies AvailabilityAnswer)
  } catch (error) {
    return serviceUnavailable(locale, error)
  }
}
