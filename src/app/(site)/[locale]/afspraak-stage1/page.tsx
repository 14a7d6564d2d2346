import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import {
  AppointmentPage,
  appointmentMetadata,
  queryValue,
} from '@/components/booking/AppointmentPage'
import { toLocale } from '@/i18n/locales'

type Props = PageProps<'/[locale]/afspraak-stage1'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return appointmentMetadata(toLocale((await params).locale), 'stage1')
}

export const dynamic = 'force-dynamic'

/** Stage 1 booking: the engine page sends merk, model, bouwjaar and motorvariant; they show read-only. */
export default async function Page({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale)
  setRequestLocale(locale)
  const q = await searchParams
  const prefill = {
    brand: queryValue(q.merk),
    model: queryValue(q.model),
    buildYear: queryValue(q.bouwjaar),
    engine: queryValue(q.motorvariant),
  }
  return <AppointmentPage locale={locale} variant="stage1" prefill={prefill} />
}
