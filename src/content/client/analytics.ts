'use client'

import { allowsAnalytics } from '@/content/rules/analytics/consent'
import { campaignParams } from '@/content/rules/analytics/events'
import { isPrivatePath, redactedUrl } from '@/kit/routes/private-pages'

import { currentConsent, isTagDisabled, setTagDisabled } from './consent-store'

type Gtag = (command: string, ...args: unknown[]) => void

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
  }
}

/** Sends an analytics event when the consented tag is loaded; otherwise only warns. */
export function trackEvent(name: string, params: Record<string, unknown> = {}) {
  if (typeof window.gtag !== 'function' || !allowsAnalytics(currentConsent())) {
    console.warn(`[analytics] ${name} skipped: analytics is not loaded`)
    return
  }
  if (isPrivatePath(window.location.pathname)) return
  window.gtag('event', name, {
    ...campaignParams(window.location.search),
    page_location: window.location.href,
    page_path: window.location.pathname,
    ...params,
  })
}

/**
 * Keeps the tag silent while the address is a private page (GA's own opt-out flag, read before
 * each hit) and redacts it as the referrer of the next page. Installed before the tag, so this
 * history wrapper and popstate listener run before the tag's own page-view tracking does.
 */
function silenceOnPrivatePages(measurementId: string) {
  let silenced = false
  let previous = window.location.href
  const follow = () => {
    const privatePage = isPrivatePath(window.location.pathname)
    if (privatePage && !isTagDisabled(measurementId)) {
      setTagDisabled(measurementId, true)
      silenced = true
    } else if (!privatePage && silenced) {
      silenced = false
      if (allowsAnalytics(currentConsent())) setTagDisabled(measurementId, false)
    }
    // The next page view's referrer is the page before, redacted when it was a private one.
    if (window.location.href !== previous)
      window.gtag?.('set', { page_referrer: redactedUrl(previous) })
    previous = window.location.href
  }
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history)
    history[method] = (...args: Parameters<History['pushState']>) => {
      original(...args)
      follow()
    }
  }
  window.addEventListener('popstate', follow)
}

const tagOrigin = 'https://www.googletagmanager.com'

/**
 * Loads the GA4 tag once. IP anonymisation is on (GA4 does it by default; the flag keeps
 * it explicit), and page views are sent by the tag itself on load and history changes.
 */
export function loadAnalytics(measurementId: string) {
  if (isPrivatePath(window.location.pathname)) return
  setTagDisabled(measurementId, false)
  if (document.getElementById('ga4-tag')) return
  silenceOnPrivatePages(measurementId)
  window.dataLayer = window.dataLayer ?? []
  window.gtag = function gtag() {
    // gtag.js reads the Arguments object itself, so it must be pushed as is.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments)
  }
  window.gtag('js', new Date())
  window.gtag('config', measurementId, {
    anonymize_ip: true,
    // A page opened from a private page (a full load) would otherwise report it as referrer.
    ...(document.referrer ? { page_referrer: redactedUrl(document.referrer) } : {}),
  })
  const script = document.createElement('script')
  script.id = 'ga4-tag'
  script.dataset.measurementId = measurementId
  script.async = true
  script.src = `${tagOrigin}/gtag/js?id=${encodeURIComponent(measurementId)}`
  document.head.appendChild(script)
}
