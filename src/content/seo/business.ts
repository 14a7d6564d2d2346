import type { SiteSettings } from '@/kit/data/settings'
import { weekdays } from '@/kit/format/dates'
import { siteUrl } from '@/platform/site-url'

const schemaDay: Record<string, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
}

/**
 * The workshop as schema.org AutoRepair: address, phone, opening hours and location. Every
 * page carries it (from the layout); pages that add to it reuse its @id so the two merge.
 */
export function businessJsonLd(
  settings: SiteSettings,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoRepair',
    '@id': `${siteUrl}/#business`,
    url: siteUrl,
    name: settings.businessName,
    telephone: settings.phone,
    email: settings.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.street,
      postalCode: settings.postcode,
      addressLocality: settings.city,
      addressCountry: settings.country,
    },
    ...(settings.latitude && settings.longitude
      ? {
          geo: {
            '@type': 'GeoCoordinates',
            latitude: settings.latitude,
            longitude: settings.longitude,
          },
        }
      : {}),
    ...(settings.socialLinks.length > 0
      ? { sameAs: settings.socialLinks.map((link) => link.url) }
      : {}),
    openingHoursSpecification: settings.openingHours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: schemaDay[h.day],
      opens: h.opens,
      closes: h.closes,
    })),
    ...extra,
  }
}

/** Monday to Sunday with "09:00 - 18:00", or null for a closed day. */
export function openingHoursWeek(
  settings: SiteSettings,
): { day: (typeof weekdays)[number]; hours: string | null }[] {
  const hours = new Map(settings.openingHours.map((h) => [h.day, `${h.opens} - ${h.closes}`]))
  return [...weekdays.slice(1), weekdays[0]].map((day) => ({ day, hours: hours.get(day) ?? null }))
}
