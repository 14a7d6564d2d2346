import { waitlistFromForm, waitlistSchema } from '@/booking'
import { waitlistErrorText, joinWaitlist } from '@/booking/server'
import { enteredValues, formPost } from '@/kit/forms/form-post'
import { payloadClient } from '@/platform/data/payload'

/** A full day's waitlist posted by the browser: POST /api/waitlist's schema and service, a 303 to the answer page. */
export const POST = formPost('waitlist', 'waitlist', async ({ fields, locale }) => {
  const parsed = waitlistSchema.safeParse(waitlistFromForm(fields, locale))
  const refused = (message: string) => ({
    form: 'waitlist' as const,
    ok: false as const,
    message,
    values: enteredValues(fields),
  })
  if (!parsed.success) return refused(waitlistErrorText(locale, parsed.error))
  const answer = await joinWaitlist(await payloadClient(), parsed.data)
  if (!answer.body.success) return refused(answer.body.error ?? '')
  return {
    form: 'waitlist',
    ok: true,
    date: parsed.data.date,
    position: answer.body.position ?? 1,
  }
})
