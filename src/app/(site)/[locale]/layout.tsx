import '@/app/globals.css'

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { getMessages, getTimeZone, getTranslations, setRequestLocale } from 'next-intl/server'

import { markAnsweredConsentScript } from '@/content'
import { Analytics } from '@/content/components/analytics/Analytics.client'
import { CookieBanner } from '@/content/components/consent/CookieBanner'
import { Footer } from '@/content/components/layout/Footer'
import { Header } from '@/content/components/layout/Header'
import { ScrollToTop } from '@/content/components/layout/ScrollToTop.client'
import { Toasts } from '@/content/components/layout/Toasts.client'
import { JsonLd } from '@/content/components/seo/JsonLd'
import { businessJsonLd, siteName } from '@/content/server'
import { routing } from '@/i18n/routing'
import { getSiteSettings } from '@/kit/data/settings'
import { routes } from '@/kit/routes/routes'
import { ClientMessages } from '@/kit/ui/ClientMessages'
import { inter } from '@/kit/ui/font'
import { IntlProvider } from '@/kit/ui/IntlProvider.client'
import { siteUrl } from '@/platform/site-url'

type Props = LayoutProps<'/[locale]'>

/**
 * No page is rendered at build time: each is rendered on its first request and then served
 * from the cache until a change in the admin revalidates its tag. The build needs no database
 * and never bakes one database's content into the output.
 */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const t = await getTranslations({ locale, namespace: 'Metadata' })
  return {
    metadataBase: new URL(siteUrl),
    title: { default: t('title'), template: `%s | ${siteName}` },
    description: t('description'),
  }
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const [messages, timeZone, settings, t] = await Promise.all([
    getMessages(),
    getTimeZone(),
    getSiteSettings(),
    getTranslations('Layout'),
  ])
  // Loading and not-found screens get no params: they read these namespaces on the client.
  const shared = { Common: messages.Common, States: messages.States }
  return (
    // The head script may mark <html> before hydration (a stored cookie choice).
    <html lang={locale} className={inter.variable} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: markAnsweredConsentScript() }} />
      </head>
      <body id="top" className="min-h-screen bg-canvas pb-bar text-fg antialiased xl:pb-0">
        <IntlProvider locale={locale} timeZone={timeZone} messages={shared}>
          <Header />
          {/*
           * The banner sits at the bottom of the screen but early in the document, so that it
           * is parsed and painted with the header, not after the whole page, and the keyboard
           * reaches it before the page's content. The settings dialog reads the Consent words on
           * the client.
           */}
          <ClientMessages namespaces={['Consent']}>
            <CookieBanner privacyHref={routes.privacy} />
          </ClientMessages>
          <div id="main">{children}</div>
          <Footer />
        </IntlProvider>
        <ScrollToTop />
        <Analytics measurementId={settings.analyticsId} />
        <JsonLd data={businessJsonLd(settings)} />
        <Toasts label={t('notifications')} closeLabel={t('closeNotification')} />
      </body>
    </html>
  )
}
