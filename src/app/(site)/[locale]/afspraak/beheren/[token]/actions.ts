'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { moveSchema } from '@/booking'
import { changeLimit, cancelByCustomer, type ManageResult, moveByCustomer } from '@/booking/server'
import { toLocale } from '@/i18n/locales'
import { isIsoDate } from '@/kit/format/dates'
import { localizedPath, routes } from '@/kit/routes/routes'
import { payloadClient } from '@/platform/data/payload'
import { clientKey } from '@/platform/shared/client-address'

const field = (form: FormData, name: string) => String(form.get(name) ?? '').slice(0, 100)

function back(form: FormData, result: ManageResult, done: string): never {
  const locale = toLocale(field(form, 'locale'))
  const token = encodeURIComponent(field(form, 'token'))
  // The day tried goes back too: a closed day's reason is shown as staff wrote it.
  const date = result.ok ? '' : field(form, 'date')
  const query = result.ok
    ? `done=${done}`
    : `error=${result.error}${result.reason ? `&reason=${result.reason}` : ''}${isIsoDate(date) ? `&date=${date}` : ''}`
  redirect(`${localizedPath(locale, routes.manageBooking(token))}?${query}`)
}

/** Every change mails customer and workshop: past the cap it is refused before any work. */
async function changing(
  form: FormData,
  done: string,
  change: () => Promise<ManageResult>,
): Promise<never> {
  const client = clientKey(new Request('http://site', { headers: await headers() }))
  const token = field(form, 'token')
  if (!(await changeLimit.allows(token, client))) back(form, { ok: false, error: 'too-many' }, done)
  const result = await change()
  if (result.ok) await changeLimit.made(token, client)
  back(form, result, done)
}

export async function moveBooking(form: FormData) {
  // The form's own schema; a day it refuses goes on as none, which the move answers as an
  // invalid date after its own checks of the link and the cut-off.
  const move = moveSchema.safeParse({ date: field(form, 'date') })
  await changing(form, 'moved', async () =>
    moveByCustomer(await payloadClient(), field(form, 'token'), move.success ? move.data.date : ''),
  )
}

export async function cancelBooking(form: FormData) {
  if (form.get('confirm') !== 'yes') back(form, { ok: false, error: 'unavailable' }, 'cancelled')
  await changing(form, 'cancelled', async () =>
    cancelByCustomer(await payloadClient(), field(form, 'token')),
  )
}
