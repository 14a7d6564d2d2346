'use client'

import { allowsAnalytics } from '@/domain/analytics/consent'
import { campaignParams } from '@/domain/analytics/events'

import { currentConsent } from './consent-store'

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
  window.gtag('event', name, {
    ...campaignParams(window.location.search),
    page_location: window.location.href,
    page_path: window.location.pathname,
    ...params,
  })
}

const tagOrigin = 'https://www.googletagmanager.com'

/**
 * Loads the GA4 tag once. IP anonymisation is on (GA4 does it by default; the flag keeps
 * it explicit), and page views are sent by the tag itself on load and history changes.
 */
export function loadAnalytics(measurementId: string) {
  delete (window as unknown as Record<string, unknown>)[`ga-disable-${measurementId}`]
  if (document.getElementById('ga4-tag')) return
  window.dataLayer = window.dataLayer ?? []
  window.gtag = function gtag() {
    // gtag.js reads the Arguments object itself, so it must be pushed as is.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments)
  }
  window.gtag('js', new Date())
  window.gtag('config', measurementId, { anonymize_ip: true })
  const script = document.createElement('script')
  script.id = 'ga4-tag'
  script.dataset.measurementId = measurementId
  script.async = true
  script.src = `${tagOrigin}/gtag/js?id=${encodeURIComponent(measurementId)}`
  document.head.appendChild(script)
}
