import { randomUUID } from 'node:crypto'

import { enteredValues, formPost } from '@/kit/forms/form-post'
import { payloadClient } from '@/platform/data/payload'
import { requestFromForm, requestSchema } from '@/requests'
import { requestErrorText, createRequest } from '@/requests/server'

/** A request form posted by the browser: POST /api/requests' schema and service, a 303 to the answer page. */
export const POST = formPost('request', 'requests', async ({ fields, locale }) => {
  const parsed = requestSchema.safeParse(requestFromForm(fields, { locale, newKey: randomUUID }))
  if (!parsed.success) {
    const { error } = requestErrorText(locale, parsed.error)
    return { form: 'request', ok: false, message: error, values: enteredValues(fields) }
  }
  await createRequest(await payloadClient(), parsed.data)
  return { form: 'request', ok: true }
})
