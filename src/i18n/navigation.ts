export { getPathname, redirect, usePathname, useRouter } from './intl-navigation'
// Links prefetch on intent, not on sight (see IntentLink).
export { Link } from './IntentLink.client'
