import { defaultBookingRules } from '@/booking'
import type { FuelGroup } from '@/catalogue'
import type { Locale } from '@/i18n/locales'

/** Business details of the demo workshop; staff replace them in the admin. */
export const siteSettings = {
  businessName: 'Chiptuning Nijmegen',
  address: {
    street: 'Kerkenbos 1012',
    postcode: '6546 BB',
    city: 'Nijmegen',
    country: 'NL',
    latitude: 51.8239,
    longitude: 5.7955,
  },
  kvk: '12345678',
  vat: 'NL001234567B01',
  phone: '+31 24 202 1234',
  whatsapp: '31612345678',
  email: 'info@chiptuning-nijmegen.nl',
  appointmentEmail: 'afspraak@chiptuning-nijmegen.nl',
  socialLinks: [
    { network: 'instagram', url: 'https://www.instagram.com/chiptuningnijmegen' },
    { network: 'facebook', url: 'https://www.facebook.com/chiptuningnijmegen' },
  ],
  openingHours: [
    ...(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({
      day,
      opens: '09:00',
      closes: '18:00',
    })),
    { day: 'saturday', opens: '09:00', closes: '13:00' },
  ],
  onSiteFeePerKm: 0.7,
  reviewWidget: { enabled: false },
} as const

/**
 * "Until 31 October" (its last second in Amsterdam): the coming 31 October more than two days
 * ahead, so a fresh install shows the promotion, also when it is seeded on 31 October itself.
 */
export function promotionValidUntil(now: Date): string {
  const endIn = (year: number) => new Date(Date.UTC(year, 9, 31, 22, 59, 59))
  const thisYear = endIn(now.getUTCFullYear())
  const end =
    thisYear.getTime() - now.getTime() > 2 * 86_400_000 ? thisYear : endIn(now.getUTCFullYear() + 1)
  return end.toISOString()
}

/** Staff edit this text in the admin; {promo}, {normal} and {until} are filled in on the site. */
export const promotionText: Record<Locale, string> = {
  nl: 'Actie: Stage 1 chiptuning nu €{promo} in plaats van €{normal}',
  en: 'Offer: Stage 1 chiptuning now €{promo} instead of €{normal}',
  de: 'Aktion: Stage-1-Chiptuning jetzt {promo} € statt {normal} €',
}

export const pricing = {
  stage1Fallback: 299,
  optionFrom: 50,
  stage2MaxGain: 40,
  stage2ResultMaxGain: 60,
  resultPage: {
    engine: '2.0 TSI',
    stockHp: 190,
    tunedHp: 255,
    stockNm: 320,
    tunedNm: 440,
    warrantyYears: 5,
    rating: 4.9,
    reviewCount: 150,
  },
}

export const resultDuration: Record<Locale, string> = {
  nl: '2-3 uur',
  en: '2-3 hours',
  de: '2-3 Stunden',
}

/** Each option's fuel groups: no ECO mode or Pops & Bangs on an electric car, pops on petrol only. */
export const pricingOptions: {
  price: number
  fuels: readonly FuelGroup[]
  name: Record<Locale, string>
  description: Record<Locale, string>
}[] = [
  {
    price: 50,
    fuels: ['petrol', 'diesel', 'hybrid'],
    name: { nl: 'ECO-modus', en: 'ECO mode', de: 'ECO-Modus' },
    description: {
      nl: 'Een zuinige rijstand naast de getunede map, ideaal voor lange ritten.',
      en: 'An economical driving map next to the tuned one, ideal for long trips.',
      de: 'Ein sparsames Kennfeld neben dem getunten, ideal für lange Fahrten.',
    },
  },
  {
    price: 50,
    fuels: [],
    name: {
      nl: 'Snelheidsbegrenzer verwijderen',
      en: 'Speed limiter removal',
      de: 'Entfernung des Geschwindigkeitsbegrenzers',
    },
    description: {
      nl: 'De fabrieksbegrenzer aangepast of verwijderd, voor circuitgebruik.',
      en: 'The factory limiter adjusted or removed, for track use.',
      de: 'Der Werksbegrenzer angepasst oder entfernt, für den Einsatz auf der Rennstrecke.',
    },
  },
  {
    price: 75,
    fuels: [],
    name: { nl: 'Launch Control', en: 'Launch Control', de: 'Launch Control' },
    description: {
      nl: 'Gecontroleerd optimaal wegrijden vanuit stilstand met een vast toerental.',
      en: 'Controlled, optimal starts from standstill at a set engine speed.',
      de: 'Kontrolliertes, optimales Anfahren aus dem Stand mit fester Drehzahl.',
    },
  },
  {
    price: 99,
    fuels: ['petrol'],
    name: { nl: 'Pops & Bangs', en: 'Pops & Bangs', de: 'Pops & Bangs' },
    description: {
      nl: 'Sportief knallen en ploffen bij gas loslaten, op benzinemotoren.',
      en: 'Sporty pops and crackles on lift-off, for petrol engines.',
      de: 'Sportliches Knallen und Blubbern beim Gaswegnehmen, für Benziner.',
    },
  },
]

/** The domain's default rules, with the demo workshop's holidays. */
export const bookingRules = {
  ...defaultBookingRules,
  closedDates: [
    {
      from: '2026-12-25',
      until: '2026-12-26',
      reason: { nl: 'Kerst', en: 'Christmas', de: 'Weihnachten' },
    },
    { from: '2027-01-01', reason: { nl: 'Nieuwjaarsdag', en: "New Year's Day", de: 'Neujahr' } },
    { from: '2027-04-27', reason: { nl: 'Koningsdag', en: "King's Day", de: 'Königstag' } },
  ],
} as const
