import { serverTranslator } from '@/i18n/server'
import { visitorPost } from '@/kit/forms/visitor-post'
import { payloadClient } from '@/platform/data/payload'
import { requestSchema } from '@/requests'
import { createRequest } from '@/requests/server'

const fieldErrors = [
  'name',
  'email',
  'emailFormat',
  'phone',
  'plate',
  'horsepower',
  'tooLong',
  'invalidCharacters',
] as const

/**
 * POST a request (contact form, Stage 2 quote, personal advice) -> {success} 201 stored, 200 a
 * repeated request; 400 {success: false, error, field} in the visitor's language; 429 too many.
 */
export const POST = visitorPost('requests', async ({ body, locale }) => {
  const parsed = requestSchema.safeParse({ ...body, locale })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const key = issue?.message ?? ''
    const t = serverTranslator(locale, 'ContactForm')
    const error = (fieldErrors as readonly string[]).includes(key)
      ? t(`errors.${key as (typeof fieldErrors)[number]}`)
      : serverTranslator(locale, 'BookingApi')('errors.body')
    return Response.json({ success: false, error, field: issue?.path[0] ?? null }, { status: 400 })
  }
  const answer = await createRequest(await payloadClient(), parsed.data)
  return Response.json(answer.body, { status: answer.status })
})
