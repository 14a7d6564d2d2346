import { payloadClient } from '@/data/payload'
import { isIsoDate } from '@/domain/booking/dates'
import type { AvailabilityAnswer } from '@/domain/booking/endpoints'
import { checkAvailability } from '@/server/booking/availability-service'
import { serverTranslator } from '@/server/i18n'
import { visitorPost } from '@/server/visitor-post'

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
  } satisfies AvailabilityAnswer)
})
