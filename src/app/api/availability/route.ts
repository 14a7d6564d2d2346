import type { AvailabilityAnswer } from '@/booking'
import { checkAvailability } from '@/booking/server'
import { serverTranslator } from '@/i18n/server'
import { isIsoDate } from '@/kit/format/dates'
import { visitorPost } from '@/kit/forms/visitor-post'
import { payloadClient } from '@/platform/data/payload'

/** POST {date: yyyy-MM-dd} -> {available, slots, reason}. */
export const POST = visitorPost('availability', async ({ body, locale }) => {
  const { date } = body
  if (!isIsoDate(date)) {
    const t = serverTranslator(locale, 'BookingApi')
    const refusal: AvailabilityAnswer = { available: false, slots: [], reason: t('errors.date') }
    return Response.json(refusal, { status: 400 })
  }
  const answer = await checkAvailability(await payloadClient(), date, locale)
  return Response.json({
    available: answer.available,
    slots: answer.slots,
    reason: answer.reason,
    ...(answer.full ? { full: true } : {}),
  } satisfies AvailabilityAnswer)
})
