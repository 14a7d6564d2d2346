import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import {
  AppointmentPage,
  appointmentMetadata,
  queryValue,
} from '@/components/booking/AppointmentPage'
import { toLocale } from '@/i18n/locales'

type Props = PageProps<'/[locale]/afspraak'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return appointmentMetadata(toLocale((await params).locale), 'general')
}

// The calendar's window moves with today, so the page renders per request (its data is cached).
export const dynamic = 'force-dynamic'

/** /afspraak (and /afspraak-maken): the vehicle may come along from an engine page's query. */
export default async function Page({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale)
  setRequestLocale(locale)
  const q = await searchParams
  const prefill = {
    brand: queryValue(q.brand),
    model: queryValue(q.model),
    buildYear: queryValue(q.buildYear),
    engine: queryValue(q.engine),
  }
  return <AppointmentPage locale={locale} variant="general" prefill={prefill} />
}
