import { type WaitlistReply, waitlistSchema } from '@/booking'
import { waitlistErrorText, joinWaitlist } from '@/booking/server'
import { visitorPost } from '@/kit/forms/visitor-post'
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
