import type { WaitlistReply } from '@/booking/rules/endpoints'
import { waitlistSchema } from '@/booking/rules/waitlist'
import { waitlistErrorText } from '@/booking/server/form-errors'
import { visitorPost } from '@/booking/server/visitor-post'
import { joinWaitlist } from '@/booking/server/waitlist'
import { payloadClient } from '@/platform/data/payload'

/**
 * POST {date, name, email, vehicle} -> a full day's waitlist: 201 on it, 200 already on it;
 * 409 the day still has a place; 400 invalid (or a day that cannot be booked), in the
 * visitor's language; 429 too many.
 */
export const POST = visitorPost('waitlist', async ({ body, locale }) => {
  const parsed = waitlistSchema.safeParse({ ...body, locale })
  if (!parsed.success) {
    const error = waitlistErrorText(locale, parsed.error)
    return Response.json({ success: false, error } satisfies WaitlistReply, { status: 400 })
  }
  const answer = await joinWaitlist(await payloadClient(), parsed.data)
  return Response.json(answer.body satisfies WaitlistReply, { status: answer.status })
})
