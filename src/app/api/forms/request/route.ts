import { randomUUID } from 'node:crypto'

import { enteredValues, formPost } from '@/forms/server/form-post'
import { payloadClient } from '@/platform/data/payload'
import { requestFromForm } from '@/requests/rules/form-fields'
import { requestSchema } from '@/requests/rules/request'
import { requestErrorText } from '@/requests/server/form-errors'
import { createRequest } from '@/requests/server/service'

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
