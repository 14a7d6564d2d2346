import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Breadcrumbs } from '@/content/components/layout/Breadcrumbs'
import { BusinessAddress } from '@/content/components/layout/BusinessAddress'
import { OpeningHours } from '@/content/components/layout/OpeningHours'
import { pageMetadata } from '@/content/server'
import { toLocale } from '@/i18n/locales'
import { getSiteSettings } from '@/kit/data/settings'
import { routes } from '@/kit/routes/routes'
import { ContactSection } from '@/requests/components/ContactSection'

type Props = PageProps<'/[locale]/contact'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = toLocale((await params).locale)
  const t = await getTranslations({ locale, namespace: 'Content' })
  return pageMetadata({
    locale,
    path: routes.contact,
    title: t('contactTitle'),
    description: t('contactDescription'),
  })
}

export default async function ContactPage({ params }: Props) {
  const locale = toLocale((await params).locale)
  setRequestLocale(locale)
  const [settings, t, l] = await Promise.all([
    getSiteSettings(),
    getTranslations('Content'),
    getTranslations('Layout'),
  ])
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs locale={locale} trail={[{ label: t('contactTitle'), href: routes.contact }]} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{t('contactTitle')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-fg-muted">{t('contactIntro')}</p>
      <div className="mt-8 grid gap-8 md:grid-cols-2">
        <section className="rounded-2xl bg-panel p-6">
          <h2 className="text-xl font-bold">{l('details')}</h2>
          <BusinessAddress
            settings={settings}
            withName
            linkClassName="text-accent underline"
            numbersClassName="text-fg-muted"
          />
        </section>
        <section className="rounded-2xl bg-panel p-6">
          <h2 className="text-xl font-bold">{l('openingHours')}</h2>
          <OpeningHours settings={settings} />
        </section>
      </div>
      <ContactSection title={t('formTitle')} prefill={{}} variant="full" />
    </main>
  )
}
