import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AppointmentPage } from '@/components/booking/AppointmentPage'
import { toLocale } from '@/i18n/locales'
import { pageMetadata } from '@/seo/page-metadata'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.slice(0, 100)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = toLocale((await params).locale)
  const t = await getTranslations({ locale, namespace: 'Appointment' })
  return pageMetadata({ locale, path: '/afspraak', title: t('title'), description: t('description'), keywords: ['afspraak', 'werkplaats'] })
}

// The calendar's window moves with today, so the page renders per request (its data is cached).
export const dynamic = 'force-dynamic'

/** /afspraak (and /afspraak-maken): the vehicle may come along from an engine page's query. */
export default async function Page({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale)
  setRequestLocale(locale)
  const query = await searchParams
  return (
    <AppointmentPage
      locale={locale}
      variant="general"
      prefill={{ brand: one(query.brand), model: one(query.model), buildYear: one(query.buildYear), engine: one(query.engine) }}
    />
  )
}
