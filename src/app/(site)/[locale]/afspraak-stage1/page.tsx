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
  return pageMetadata({ locale, path: '/afspraak-stage1', title: t('stage1Title'), description: t('description'), keywords: ['stage 1', 'afspraak'] })
}

export const dynamic = 'force-dynamic'

/** Stage 1 booking: the engine page sends merk, model, bouwjaar and motorvariant; they show read-only. */
export default async function Page({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale)
  setRequestLocale(locale)
  const query = await searchParams
  return (
    <AppointmentPage
      locale={locale}
      variant="stage1"
      prefill={{ brand: one(query.merk), model: one(query.model), buildYear: one(query.bouwjaar), engine: one(query.motorvariant) }}
    />
  )
}
