/** The site's navigation as data: which links show where. */
export type NavKey = 'home' | 'services' | 'chiptuning' | 'about' | 'contact' | 'faq' | 'terms' | 'privacy' | 'book'
export type NavLink = { key: NavKey; href: string; tablet: boolean }

export const mainLinks: NavLink[] = [
  { key: 'home', href: '/', tablet: true },
  { key: 'services', href: '/diensten', tablet: true },
  { key: 'chiptuning', href: '/chiptuning', tablet: true },
  { key: 'about', href: '/over-ons', tablet: false },
  { key: 'contact', href: '/contact', tablet: true },
  { key: 'faq', href: '/veelgestelde-vragen', tablet: false },
  { key: 'terms', href: '/algemene-voorwaarden', tablet: false },
]

export const mobileSections: { title: 'mainNav' | 'info' | 'contactSection'; links: NavKey[] }[] = [
  { title: 'mainNav', links: ['home', 'services', 'chiptuning', 'book'] },
  { title: 'info', links: ['about', 'faq', 'terms', 'privacy'] },
  { title: 'contactSection', links: ['contact'] },
]

export const hrefOf: Record<NavKey, string> = {
  home: '/',
  services: '/diensten',
  chiptuning: '/chiptuning',
  about: '/over-ons',
  contact: '/contact',
  faq: '/veelgestelde-vragen',
  terms: '/algemene-voorwaarden',
  privacy: '/privacybeleid',
  book: '/afspraak',
}

/** On the home page "Home" jumps to the top of the same page. */
export function homeHref(pathname: string): string {
  return pathname === '/' ? '#top' : '/'
}
