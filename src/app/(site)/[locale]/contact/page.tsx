import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ContactSection } from '@/components/forms/ContactSection'
import { getSiteSettings } from '@/data/settings'
import { toLocale } from '@/i18n/locales'
import { openingHoursWeek } from '@/seo/business'
import { pageMetadata } from '@/seo/page-metadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = toLocale((await params).locale)
  const t = await getTranslations({ locale, namespace: 'Content' })
  return pageMetadata({ locale, path: '/contact', title: t('contactTitle'), description: t('contactDescription') })
}

export default async function ContactPage({ params }: Props) {
  const locale = toLocale((await params).locale)
  setRequestLocale(locale)
  const [settings, t, l] = await Promise.all([getSiteSettings(), getTranslations('Content'), getTranslations('Layout')])
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('contactTitle')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('contactIntro')}</p>
      <div className="mt-8 grid gap-8 md:grid-cols-2">
        <section className="rounded-2xl bg-slate-50 p-6">
          <h2 className="text-xl font-bold">{l('details')}</h2>
          <address className="mt-3 not-italic leading-7">
            {settings.businessName}
            <br />
            {settings.street}, {settings.postcode} {settings.city}
            <br />
            <a href={`tel:${settings.phone.replace(/[^+\d]/g, '')}`} className="text-brand-700 underline">
              {settings.phone}
            </a>
            <br />
            <a href={`mailto:${settings.email}`} className="text-brand-700 underline">
              {settings.email}
            </a>
          </address>
          <p className="mt-3 text-sm text-slate-700">
            {settings.kvk && l('kvk', { number: settings.kvk })} {settings.vat && `· ${l('vat', { number: settings.vat })}`}
          </p>
        </section>
        <section className="rounded-2xl bg-slate-50 p-6">
          <h2 className="text-xl font-bold">{l('openingHours')}</h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
            {openingHoursWeek(settings).map(({ day, hours }) => (
              <div key={day} className="contents">
                <dt>{l(`days.${day}`)}</dt>
                <dd>{hours ?? l('closed')}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      <ContactSection title={t('formTitle')} prefill={{}} variant="full" />
    </main>
  )
}
