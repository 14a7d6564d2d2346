import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { onSiteFee } from '@/catalogue'
import { ContentHead } from '@/content/components/content/ContentHead'
import { MobileService } from '@/content/components/content/MobileService'
import { RichText } from '@/content/components/content/RichText'
import { PageBanner } from '@/content/components/hero/PageBanner'
import { pageNotFoundTitle } from '@/content/components/layout/page-not-found'
import { getContentPage } from '@/content/data'
import { notFoundMetadata, pageMetadata } from '@/content/server'
import { toLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { getSiteSettings } from '@/kit/data/settings'
import { routes } from '@/kit/routes/routes'
import { buttonStyles } from '@/kit/ui/button-styles'
import { RetentionPeriods } from '@/privacy/components/RetentionPeriods'

import { PageNotFoundView } from '../page-not-found-view'

type Props = PageProps<'/[locale]/[page]'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, page: slug } = await params
  const locale = toLocale(raw)
  const page = await getContentPage(slug, locale)
  if (!page) return notFoundMetadata(pageNotFoundTitle)
  return pageMetadata({
    locale,
    path: routes.content(page.slug),
    title: page.seo.title ?? page.title,
    description: page.seo.description ?? page.description ?? page.intro ?? '',
    keywords: page.local ? [page.local.place, page.local.region] : [],
  })
}

/** Rendered on first request, then cached until staff change a page (ISR). */
export function generateStaticParams() {
  return []
}

/** CMS pages by slug: terms, privacy, about, the SEO hub, topic pages and the local pages. */
export default async function ContentPage({ params }: Props) {
  const { locale: raw, page: slug } = await params
  const locale = toLocale(raw)
  setRequestLocale(locale)
  const [page, settings, t] = await Promise.all([
    getContentPage(slug, locale),
    getSiteSettings(),
    getTranslations('Content'),
  ])
  if (!page) {
    return <PageNotFoundView />
  }
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <ContentHead
        locale={locale}
        title={page.title}
        intro={page.intro}
        href={routes.content(page.slug)}
      />
      {page.local && <PageBanner type="local" locale={locale} />}
      {page.local && (
        <section className="mt-6 max-w-3xl space-y-2 rounded-xl bg-panel p-5">
          <p>
            {page.local.distanceKm > 0
              ? t('localFacts', {
                  place: page.local.place,
                  region: page.local.region,
                  km: page.local.distanceKm,
                })
              : t('localHome', { place: page.local.place, region: page.local.region })}
          </p>
          {page.local.distanceKm > 0 && (
            <p>
              {t('localFee', {
                place: page.local.place,
                fee: settings.onSiteFeePerKm.toFixed(2).replace('.', locale === 'en' ? '.' : ','),
                total: onSiteFee(page.local.distanceKm, settings.onSiteFeePerKm),
              })}
            </p>
          )}
          <p>{t('localWorkshop')}</p>
        </section>
      )}
      {page.content && <RichText content={page.content} locale={locale} />}
      {routes.content(page.slug) === routes.privacy && <RetentionPeriods />}
      {page.kind === 'about' && (
        <div className="mt-10">
          <MobileService feePerKm={settings.onSiteFeePerKm} variant="full" />
        </div>
      )}
      <p className="mt-10">
        <Link href={routes.booking} className={buttonStyles.primary}>
          {t('book')}
        </Link>
      </p>
    </main>
  )
}
