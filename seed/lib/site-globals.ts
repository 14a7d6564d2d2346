import type { Payload } from 'payload'

import { locales, type Locale } from '@/i18n/locales'

import { keepRowIds, seedContext as context, type Note } from './context'
import * as defaults from './globals'

type GlobalSlug = 'site-settings' | 'promotion' | 'pricing' | 'booking-rules'

async function isUnset(payload: Payload, slug: GlobalSlug) {
  const doc = (await payload.findGlobal({ slug, depth: 0 })) as { updatedAt?: string | null }
  return !doc.updatedAt
}

/** Fills the site settings, promotion, pricing and booking rules that were never saved. */
export async function seedGlobals(payload: Payload, now: Date, note: Note) {
  if (await isUnset(payload, 'site-settings')) {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: {
        ...defaults.siteSettings,
        socialLinks: [...defaults.siteSettings.socialLinks],
        openingHours: [...defaults.siteSettings.openingHours],
      },
      context,
    })
    note('site settings')
  }
  if (await isUnset(payload, 'promotion')) {
    for (const locale of locales) {
      await payload.updateGlobal({
        slug: 'promotion',
        locale,
        context,
        data: {
          active: true,
          normalPrice: 499,
          promoPrice: 250,
          validUntil: defaults.promotionValidUntil(now),
          text: defaults.promotionText[locale],
        },
      })
    }
    note('promotion')
  }
  if (await isUnset(payload, 'pricing')) {
    await seedPricing(payload)
    note('pricing')
  }
  if (await isUnset(payload, 'booking-rules')) {
    await seedBookingRules(payload)
    note('booking rules')
  }
}

async function seedPricing(payload: Payload) {
  let options: { id?: string | null }[] | null | undefined
  for (const locale of locales) {
    const doc = await payload.updateGlobal({
      slug: 'pricing',
      locale,
      context,
      data: {
        ...defaults.pricing,
        resultPage: { ...defaults.pricing.resultPage, duration: defaults.resultDuration[locale] },
        options: keepRowIds(defaults.pricingOptions.map(inLocale(locale)), options),
      },
    })
    options = doc.options
  }
}

async function seedBookingRules(payload: Payload) {
  let closed: { id?: string | null }[] | null | undefined
  for (const locale of locales) {
    const closedDates = defaults.bookingRules.closedDates.map((day) => ({
      from: day.from,
      until: 'until' in day ? day.until : null,
      reason: day.reason[locale],
    }))
    const doc = await payload.updateGlobal({
      slug: 'booking-rules',
      locale,
      context,
      data: { ...defaults.bookingRules, closedDates: keepRowIds(closedDates, closed) },
    })
    closed = doc.closedDates
  }
}

const inLocale = (locale: Locale) => (option: (typeof defaults.pricingOptions)[number]) => ({
  price: option.price,
  fuels: [...option.fuels],
  name: option.name[locale],
  description: option.description[locale],
})
