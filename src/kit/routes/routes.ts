import { defaultLocale, type Locale } from '@/i18n/locales'

/**
 * Every address the site links to, built in one place. The Dutch paths are the same in every
 * language (English and German only add their prefix, see localizedPath), so a page, a
 * component or the sitemap asks this module for a path instead of writing one.
 */
export type SitePath = '/' | `/${string}`

/** The catalogue's root; a catalogue document's stored `path` lives below it. */
export const CATALOGUE = '/merken'

export const routes = {
  home: '/',
  brands: CATALOGUE,
  /** The brand overview opened on one category tab (cars, vans, motorcycles, ...). */
  brandsInCategory: (category: string): SitePath => `${CATALOGUE}?category=${category}`,
  chiptuning: '/chiptuning',
  /** The fixed brand pages (/chiptuning/bmw): the brand's page under the name people search. */
  fixedBrand: (brand: string): SitePath => `/chiptuning/${brand}`,
  services: '/diensten',
  options: '/alle-opties',
  booking: '/afspraak',
  stage1Booking: '/afspraak-stage1',
  manageBooking: (token: string): SitePath => `/afspraak/beheren/${token}`,
  /** The link a waitlist offer mails: the held place, booked in one form. */
  waitlistOffer: (token: string): SitePath => `/afspraak/wachtlijst/${token}`,
  /** Where a manage link that names no booking leads (a fixed segment wins over a token). */
  unknownManageLink: '/afspraak/beheren/link-onbekend',
  contact: '/contact',
  /** Where a form sent without script lands: booked, sent, or why not (the answer in a cookie). */
  formAnswer: '/verzonden',
  faq: '/veelgestelde-vragen',
  /** Pages staff edit in the admin, addressed by their slug. */
  content: (slug: string): SitePath => `/${slug}`,
  about: '/over-ons',
  mobileService: '/over-ons#mobiele-service',
  terms: '/algemene-voorwaarden',
  privacy: '/privacybeleid',
  fuelSaving: '/brandstofbesparing-tuning',
  /** The vehicle search's results (?q=); kept out of search engines' indexes. */
  search: '/zoeken',
  searchFor: (query: string): SitePath => `/zoeken?q=${encodeURIComponent(query)}`,
  /** Engines side by side, named in the address (?m=12,40,7). */
  compare: '/vergelijken',
  compareOf: (ids: readonly string[]): SitePath =>
    ids.length ? `/vergelijken?m=${ids.join(',')}` : '/vergelijken',

  /** A brand, model, build year or engine page from the document's stored path ("audi/a4"). */
  catalogue: (path: string): SitePath => `${CATALOGUE}/${path}`,
  brand: (brand: string): SitePath => `${CATALOGUE}/${brand}`,
  model: (brand: string, model: string): SitePath => `${CATALOGUE}/${brand}/${model}`,
  year: (brand: string, model: string, year: string): SitePath =>
    `${CATALOGUE}/${brand}/${model}/${year}`,
  /** A tuning package of an engine ("stage-1"), below the engine's stored path. */
  result: (enginePath: string, result: string): SitePath => `${CATALOGUE}/${enginePath}/${result}`,
  brochure: (enginePath: string, result: string): SitePath =>
    `${CATALOGUE}/${enginePath}/${result}/brochure`,
} as const

/** URL of a path in a locale: Dutch unprefixed, the others under /en and /de. */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path === '/' ? '' : path
  if (locale === defaultLocale) return clean || '/'
  return `/${locale}${clean}`
}
