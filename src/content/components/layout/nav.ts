import { routes } from '@/kit/routes/routes'

/** The site's navigation as data: which links show where. */
export type NavKey =
  'home' | 'services' | 'chiptuning' | 'about' | 'contact' | 'faq' | 'terms' | 'privacy' | 'book'
export type NavLink = { key: NavKey; href: string; tablet: boolean }

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

/** The header's links; those without `tablet` move into the menu on medium screens. */
export const mainLinks: NavLink[] = (
  [
    ['home', true],
    ['services', true],
    ['chiptuning', true],
    ['about', false],
    ['contact', true],
    ['faq', false],
    ['terms', false],
  ] as const
).map(([key, tablet]) => ({ key, href: hrefOf[key], tablet }))

export const mobileSections: { title: 'mainNav' | 'info' | 'contactSection'; links: NavKey[] }[] = [
  { title: 'mainNav', links: ['home', 'services', 'chiptuning', 'book'] },
  { title: 'info', links: ['about', 'faq', 'terms', 'privacy'] },
  { title: 'contactSection', links: ['contact'] },
]

/** On the home page "Home" jumps to the top of the same page. */
export function homeHref(pathname: string): string {
  return pathname === routes.home ? '#top' : routes.home
}
