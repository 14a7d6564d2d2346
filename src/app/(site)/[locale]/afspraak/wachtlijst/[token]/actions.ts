'use server'

import { redirect } from 'next/navigation'

import { bookFromOffer } from '@/booking/server'
import { toLocale } from '@/i18n/locales'
import { localizedPath, routes } from '@/kit/routes/routes'
import { payloadClient } from '@/platform/data/payload'

const field = (form: FormData, name: string, max = 100) =>
  String(form.get(name) ?? '').slice(0, max)

/** Books the held place and comes back to the offer's page, which then says how it went. */
export async function bookOffer(form: FormData) {
  const token = field(form, 'token')
  const locale = toLocale(field(form, 'locale'))
  const result = await bookFromOffer(await payloadClient(), token, {
    customerName: field(form, 'customerName'),
    customerPhone: field(form, 'customerPhone'),
    licensePlate: field(form, 'licensePlate', 20),
    notes: field(form, 'notes', 2000),
    termsAccepted: form.get('termsAccepted') === 'yes',
  })
  const query = result.ok
    ? 'done=1'
    : `error=${result.error}${result.reason ? `&reason=${result.reason}` : ''}`
  redirect(`${localizedPath(locale, routes.waitlistOffer(encodeURIComponent(token)))}?${query}`)
}
