/** Scroll depth thresholds (percent), each reported once per page view. */
export const scrollThresholds = [25, 50, 75, 90] as const

/** Thresholds newly passed at this scroll position that were not reported before. */
export function passedThresholds(
  scrolledPx: number,
  viewportPx: number,
  documentPx: number,
  reported: ReadonlySet<number>,
): number[] {
  if (documentPx <= 0) return []
  const percent = Math.min(100, ((scrolledPx + viewportPx) / documentPx) * 100)
  return scrollThresholds.filter((threshold) => percent >= threshold && !reported.has(threshold))
}

const utmKeys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const

/** The UTM parameters of a query string, which travel with every event. */
export function campaignParams(search: string): Record<string, string> {
  const params = new URLSearchParams(search)
  return Object.fromEntries(
    utmKeys.filter((key) => params.has(key)).map((key) => [key, params.get(key)!]),
  )
}

export type LinkEvent = { name: string; params: Record<string, string> }

/**
 * What a click on a link reports: the floating call button, a phone, WhatsApp or e-mail link
 * (with the call-to-action location when the link is one), or another marked call to action.
 * `cta` is the link's data-cta location, `label` its visible text.
 */
export function linkEvent(href: string, label: string, cta: string | null): LinkEvent | null {
  if (cta === 'floating-call')
    return { name: 'floating_call_click', params: { phone_number: href.replace(/^tel:/, '') } }
  const location: Record<string, string> = cta ? { cta_location: cta } : {}
  if (href.startsWith('tel:'))
    return { name: 'phone_click', params: { label, phone_number: href.slice(4), ...location } }
  if (/^https:\/\/(wa\.me|api\.whatsapp\.com)\//.test(href))
    return { name: 'whatsapp_click', params: { label, ...location } }
  if (href.startsWith('mailto:'))
    return {
      name: 'email_click',
      params: { label, email: href.slice(7).split('?')[0]!, ...location },
    }
  if (cta) return { name: 'cta_click', params: { cta_location: cta, label } }
  return null
}
