import 'server-only'

import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { tags } from '@/platform/data/cache-tags'
import { cachedRead } from '@/platform/data/cached'
import { payloadClient } from '@/platform/data/payload'
import { serverEnv } from '@/platform/env'

export type Pricing = {
  stage1Fallback: number
  optionFrom: number
  stage2MaxGain: number
  /** The result page shows Stage 2 as +stage2MaxGain% to +this%. */
  stage2ResultMaxGain: number
  /** Each with its row id, by which a booking names the options chosen. */
  options: {
    id: string
    name: string
    price: number
    description: string | null
    /** The fuel groups it applies to (catalogue/rules/option-fuels.ts); empty = every fuel. */
    fuels: string[]
  }[]
  resultPage: {
    engine: string
    stockHp: number
    tunedHp: number
    stockNm: number
    tunedNm: number
    duration: string
    warrantyYears: number
    rating: number
    reviewCount: number
  }
}

const readPricing = cachedRead(
  async (locale: Locale): Promise<Pricing> => {
    const payload = await payloadClient()
    const doc = await payload.findGlobal({ slug: 'pricing', locale, depth: 0 })
    return {
      stage1Fallback: doc.stage1Fallback,
      optionFrom: doc.optionFrom,
      stage2MaxGain: doc.stage2MaxGain,
      stage2ResultMaxGain: doc.stage2ResultMaxGain,
      options: (doc.options ?? []).map((o) => ({
        id: o.id ?? o.name,
        name: o.name,
        price: o.price,
        description: o.description ?? null,
        fuels: o.fuels ?? [],
      })),
      // The package page's Stage 1 price is the engine's offer (catalogue/data/offer.ts).
      resultPage: { ...doc.resultPage, duration: doc.resultPage.duration },
    }
  },
  ['pricing'],
  { tags: [tags.global('pricing')] },
)
// React's cache on top of the data cache: the layout, header, footer, generateMetadata and page
// of one request share one read instead of each looking the entry up and parsing it again.
export const getPricing = cache(readPricing)

export type SiteSettings = {
  businessName: string
  street: string
  postcode: string
  city: string
  country: string
  latitude: number | null
  longitude: number | null
  phone: string
  whatsapp: string | null
  email: string
  appointmentEmail: string
  kvk: string | null
  vat: string | null
  socialLinks: { network: string; url: string }[]
  onSiteFeePerKm: number
  openingHours: { day: string; opens: string; closes: string }[]
  /** GA4 measurement id; null means no analytics at all, whatever the visitor consents to. */
  analyticsId: string | null
  reviewWidget: { scriptUrl: string; widgetId: string | null } | null
}

const readSiteSettings = cachedRead(
  async (): Promise<SiteSettings> => {
    const payload = await payloadClient()
    const doc = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    return {
      businessName: doc.businessName,
      street: doc.address.street,
      postcode: doc.address.postcode,
      city: doc.address.city,
      country: doc.address.country ?? 'NL',
      latitude: doc.address.latitude ?? null,
      longitude: doc.address.longitude ?? null,
      phone: doc.phone,
      whatsapp: doc.whatsapp ?? null,
      email: doc.email,
      appointmentEmail: doc.appointmentEmail,
      kvk: doc.kvk ?? null,
      vat: doc.vat ?? null,
      socialLinks: (doc.socialLinks ?? []).map(({ network, url }) => ({ network, url })),
      onSiteFeePerKm: doc.onSiteFeePerKm,
      openingHours: (doc.openingHours ?? []).map(({ day, opens, closes }) => ({
        day,
        opens,
        closes,
      })),
      analyticsId: doc.analyticsId || serverEnv().GA_MEASUREMENT_ID || null,
      reviewWidget:
        doc.reviewWidget?.enabled && doc.reviewWidget.scriptUrl
          ? { scriptUrl: doc.reviewWidget.scriptUrl, widgetId: doc.reviewWidget.widgetId ?? null }
          : null,
    }
  },
  ['site-settings'],
  { tags: [tags.global('site-settings')] },
)
export const getSiteSettings = cache(readSiteSettings)
