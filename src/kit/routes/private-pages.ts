import { locales } from '@/i18n/locales'

import { routes } from './routes'

/**
 * Pages whose address is itself a credential: a booking's manage link lets whoever holds it see,
 * move or cancel the booking, a waitlist offer's link books the place it holds. Such an address
 * never goes to analytics, as a page view, an event's page or a later page's referrer.
 */
/** The start of such a link in any language, up to its token: `/en/afspraak/beheren/`. */
export const manageLinkPrefix = `^((?:/(?:${locales.join('|')}))?(?:${routes.manageBooking('')}|${routes.waitlistOffer('')}))`
const privateAddress = new RegExp(`${manageLinkPrefix}[^/?#]+`)

export const isPrivatePath = (pathname: string) => privateAddress.test(pathname)

/** The address with its secret part replaced ("/afspraak/beheren/[token]"); others as they are. */
export function redactedUrl(address: string): string {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return address.replace(privateAddress, '$1[token]')
  }
  if (!isPrivatePath(url.pathname)) return address
  return `${url.origin}${url.pathname.replace(privateAddress, '$1[token]')}`
}
