import { visitorPost } from '@/kit/forms/visitor-post'
import { payloadClient } from '@/platform/data/payload'
import { requestSchema } from '@/requests'
import { requestErrorText, createRequest } from '@/requests/server'

/**
 * POST a request (contact form, Stage 2 quote, personal advice) -> {success} 201 stored, 200 a
 * repeated request; 400 {success: false, error, field} in the visitor's language; 429 too many.
 */
export const POST = visitorPost('requests', async ({ body, locale }) => {
  const parsed = requestSchema.safeParse({ ...body, locale })
  if (!parsed.success) {
    return Response.json(
      { success: false, ...requestErrorText(locale, parsed.error) },
      { status: 400 },
    )
  }
  const answer = await createRequest(await payloadClient(), parsed.data)
  return Response.json(answer.body, { status: answer.status })
})
