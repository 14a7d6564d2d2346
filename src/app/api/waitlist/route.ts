import { type WaitlistReply, waitlistSchema } from '@/booking'
import { joinWaitlist } from '@/booking/server'
import { serverTranslator } from '@/i18n/server'
import { visitorPost } from '@/kit/forms/visitor-post'
import { payloadClient } from '@/platform/data/payload'

const fieldErrors = [
  'name',
  'email',
  'emailFormat',
  'tooLong',
  'invalidCharacters',
  'date',
] as const

/**
 * POST {date, name, email, vehicle} -> a full day's waitlist: 201 on it, 200 already on it;
 * 409 the day still has a place; 400 invalid (or a day that cannot be booked), in the
 * visitor's language; 429 too many.
 */
export const POST = visitorPost('waitlist', async ({ body, locale }) => {
  const parsed = waitlistSchema.safeParse({ ...body, locale })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const key = issue?.message ?? ''
    const error = (fieldErrors as readonly string[]).includes(key)
      ? serverTranslator(locale, 'Waitlist')(`errors.${key as (typeof fieldErrors)[number]}`)
      : serverTranslator(locale, 'BookingApi')('errors.body')
    return Response.json({ success: false, error } satisfies WaitlistReply, { status: 400 })
  }
  const answer = await joinWaitlist(await payloadClient(), parsed.data)
  return Response.json(answer.body satisfies WaitlistReply, { status: answer.status })
})
