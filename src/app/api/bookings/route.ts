import { bookingSchema } from '@/booking'
import { createBooking } from '@/booking/server'
import { serverTranslator } from '@/i18n/server'
import { visitorPost } from '@/kit/forms/visitor-post'
import { payloadClient } from '@/platform/data/payload'

const known = [
  'date',
  'time',
  'name',
  'email',
  'emailFormat',
  'phone',
  'plate',
  'terms',
  'tooLong',
  'invalidCharacters',
  'idempotencyKey',
] as const

/** POST the booking form -> {success, error}: 201 stored, 200 repeated, 400 invalid, 409 full or past the address limit, 429 too many. */
export const POST = visitorPost('bookings', async ({ body, locale }) => {
  const parsed = bookingSchema.safeParse({ ...body, locale })
  if (!parsed.success) {
    const t = serverTranslator(locale, 'BookingApi')
    const key = parsed.error.issues[0]?.message ?? 'body'
    const message = (known as readonly string[]).includes(key)
      ? t(`errors.${key as (typeof known)[number]}`)
      : t('errors.body')
    return Response.json({ success: false, error: message }, { status: 400 })
  }
  const answer = await createBooking(await payloadClient(), parsed.data)
  return Response.json(answer.body, { status: answer.status })
})
