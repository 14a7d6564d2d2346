import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { promotionRuns } from '@/catalogue'
import { promotionCopy } from '@/catalogue/components/promotion-copy'
import { getPromotion, getBrandIndex, getCatalogueStats, getShowcase } from '@/catalogue/data'
import { MobileService } from '@/content/components/content/MobileService'
import { AboutSection } from '@/content/components/home/AboutSection'
import { Hero } from '@/content/components/home/Hero'
import { PerformanceSection } from '@/content/components/home/PerformanceSection'
import { ServicesSection } from '@/content/components/home/ServicesSection'
import { SocialSection } from '@/content/components/home/SocialSection'
import { VehicleTypesSection } from '@/content/components/home/VehicleTypesSection'
import { PromoBanner } from '@/content/components/layout/PromoBanner.client'
import { JsonLd } from '@/content/components/seo/JsonLd'
import { absoluteUrl, businessJsonLd, pageMetadata } from '@/content/server'
import { toLocale } from '@/i18n/locales'
import { getPricing, getSiteSettings } from '@/kit/data/settings'
import { routes } from '@/kit/routes/routes'
import { ContactSection } from '@/requests/components/ContactSection'

type Props = PageProps<'/[locale]'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = toLocale((await params).locale)
  const [meta, home] = await Promise.all([
    getTranslations({ locale, namespace: 'Metadata' }),
    getTranslations({ locale, namespace: 'Home' }),
  ])
  return {
    ...pageMetadata({
      locale,
      path: routes.home,
      title: meta('title'),
      description: home('metaDescription'),
      keywords: (await getTranslations({ locale, namespace: 'Keywords' }))('home').split(', '),
    }),
    title: { absolute: meta('title') },
  }
}

/**
 * The home page, top to bottom: banner, hero (with the vehicle finder), services, vehicles,
 * figures, about, mobile service, contact, social.
 */
export default async function HomePage({ params }: Props) {
  const locale = toLocale((await params).locale)
  setRequestLocale(locale)
  const [promo, content, promotion, stats, index, settings, pricing, showcase] = await Promise.all([
    getTranslations('Promo'),
    getTranslations('Content'),
    getPromotion(locale),
    getCatalogueStats(),
    getBrandIndex(),
    getSiteSettings(),
    getPricing(locale),
    getShowcase(),
  ])
  const promoText = await promotionCopy(promotion, locale)
  // Only brands with models can lead anywhere from the picker.
  const pickerBrands = index
    .filter((brand) => brand.models.length > 0)
    .map(({ slug, name, models }) => ({ slug, name, models }))
  return (
    <>
      {promotionRuns(promotion, new Date()) && (
        <PromoBanner
          offer={`${promotion.validUntil} ${promotion.promoPrice}/${promotion.normalPrice}`}
          title={promoText.title}
          until={promoText.until}
          cta={promo('cta')}
          closeLabel={promo('close')}
          validUntil={promotion.validUntil}
        />
      )}
      <main>
        <Hero locale={locale} settings={settings} stats={stats} brands={pickerBrands} />
        <ServicesSection pricing={pricing} feePerKm={settings.onSiteFeePerKm} />
        <VehicleTypesSection brands={index} />
        <PerformanceSection tables={showcase} />
        <AboutSection />
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
          <MobileService feePerKm={settings.onSiteFeePerKm} variant="teaser" />
        </div>
        <div className="mx-auto max-w-6xl px-4">
          <ContactSection title={content('formTitle')} prefill={{}} />
        </div>
        <SocialSection settings={settings} />
      </main>
      <JsonLd
        data={businessJsonLd(settings, {
          url: absoluteUrl(locale, routes.home),
          sameAs: settings.socialLinks.map((link) => link.url),
        })}
      />
    </>
  )
}
