import { routes } from '@/kit/routes/routes'

/** The site's navigation as data: which links show where. */
export type NavKey =
  'home' | 'services' | 'chiptuning' | 'about' | 'contact' | 'faq' | 'terms' | 'privacy' | 'book'

export const hrefOf: Record<NavKey, string> = {
  home: routes.home,
  services: routes.services,
  chiptuning: routes.chiptuning,
  about: routes.about,
  contact: routes.contact,
  faq: routes.faq,
  terms: routes.terms,
  privacy: routes.privacy,
  book: routes.booking,
}

/**
 * Where each header link lives from 1024 px on: always in the bar, in the bar from 1280 px (in
 * the "more" menu below that), or always in the "more" menu. The terms live in the footer and
 * the phone menu: the bar stays on one line in every language, with the booking button beside it.
 */
export type BarPlace = 'bar' | 'wide' | 'more'
export type NavLink = { key: NavKey; href: string; place: BarPlace }

export const mainLinks: NavLink[] = (
  [
    ['home', 'bar'],
    ['services', 'bar'],
    ['chiptuning', 'bar'],
    ['about', 'wide'],
    ['contact', 'bar'],
    ['faq', 'more'],
  ] as const
).map(([key, place]) => ({ key, href: hrefOf[key], place }))

export const mobileSections: { title: 'mainNav' | 'info' | 'contactSection'; links: NavKey[] }[] = [
  { title: 'mainNav', links: ['home', 'services', 'chiptuning', 'book'] },
  { title: 'info', links: ['about', 'faq', 'terms', 'privacy'] },
  { title: 'contactSection', links: ['contact'] },
]

/** On the home page "Home" jumps to the top of the same page. */
export function homeHref(pathname: string): string {
  return pathname === routes.home ? '#top' : routes.home
}
