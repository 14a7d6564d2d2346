'use client'

type Gtag = (command: 'event', name: string, params: Record<string, unknown>) => void

/** UTM parameters of the landing URL travel with every event. */
function campaign(): Record<string, string> {
  const params = new URLSearchParams(window.location.search)
  const keys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']
  return Object.fromEntries(keys.filter((k) => params.has(k)).map((k) => [k, params.get(k)!]))
}

/** Sends an analytics event when the (consented) tag is loaded; otherwise only warns. */
export function trackEvent(name: string, params: Record<string, unknown> = {}) {
  const gtag = (window as unknown as { gtag?: Gtag }).gtag
  if (typeof gtag !== 'function') {
    console.warn(`[analytics] ${name} skipped: analytics is not loaded`)
    return
  }
  gtag('event', name, { ...campaign(), page_location: window.location.href, page_path: window.location.pathname, ...params })
}
