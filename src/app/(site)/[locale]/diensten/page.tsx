import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { BookingSection } from '@/booking/components/AppointmentPage'
import { ContentHead } from '@/content/components/content/ContentHead'
import { RichText } from '@/content/components/content/RichText'
import { PageBanner } from '@/content/components/hero/PageBanner'
import { pageNotFoundTitle } from '@/content/components/layout/page-not-found'
import { getContentPage } from '@/content/data'
import { notFoundMetadata, pageMetadata } from '@/content/server'
import { toLocale } from '@/i18n/locales'
import { routes } from '@/kit/routes/routes'

import { PageNotFoundView } from '../page-not-found-view'

type Props = PageProps<'/[locale]/diensten'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = toLocale((await params).locale)
  const page = await getContentPage('diensten', locale)
  if (!page) return notFoundMetadata(pageNotFoundTitle)
  const k = await getTranslations({ locale, namespace: 'Keywords' })
  return pageMetadata({
    locale,
    path: routes.services,
    title: page.seo.title ?? page.title,
    description: page.seo.description ?? page.description ?? page.intro ?? '',
    keywords: k('services').split(', '),
  })
}

// The embedded calendar's window moves with today.
export const dynamic = 'force-dynamic'

/** Services: the CMS page "diensten" with the booking form below it. */
export default async function ServicesPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale)
  setRequestLocale(locale)
  const page = await getContentPage('diensten', locale)
  if (!page) {
    return <PageNotFoundView />
  }
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <ContentHead locale={locale} title={page.title} intro={page.intro} href={routes.services} />
      <PageBanner type="services" locale={locale} />
      {page.content && <RichText content={page.content} locale={locale} />}
      <BookingSection locale={locale} location="diensten" query={await searchParams} />
    </main>
  )
}
