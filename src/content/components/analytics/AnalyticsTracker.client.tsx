'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { loadAnalytics, trackEvent } from '@/content/client/analytics'
import { stopLoadedTag, useConsent } from '@/content/client/consent-store'
import { allowsAnalytics } from '@/content/rules/analytics/consent'
import { linkEvent, passedThresholds } from '@/content/rules/analytics/events'
import { isPrivatePath } from '@/kit/routes/private-pages'

/**
 * Loads GA4 only with consent "all" and a measurement id, and reports link clicks and scroll
 * depth. Links are tracked by one document listener, so server-rendered links need no client
 * wrapper: tel:, mailto: and WhatsApp links by their address, calls to action by `data-cta`.
 */
export function AnalyticsTracker({ measurementId }: { measurementId: string | null }) {
  const consent = useConsent()
  const pathname = usePathname()
  // A visit that starts on a private page (a booking's manage link) loads the tag on the next one.
  const privatePage = isPrivatePath(pathname)

  useEffect(() => {
    if (!measurementId) return
    // A choice made in another tab arrives here; this tab's own choices already stopped the tag.
    if (allowsAnalytics(consent)) loadAnalytics(measurementId)
    else stopLoadedTag()
  }, [consent, measurementId, privatePage])

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]')
      if (!link) return
      const tracked = linkEvent(
        link.getAttribute('href') ?? '',
        link.textContent?.trim() || (link.getAttribute('aria-label') ?? ''),
        link.getAttribute('data-cta'),
      )
      if (tracked) trackEvent(tracked.name, tracked.params)
    }
    document.addEventListener('click', onClick, { capture: true })
    return () => document.removeEventListener('click', onClick, { capture: true })
  }, [])

  // A new page view starts its own set of scroll-depth thresholds.
  useEffect(() => {
    const reported = new Set<number>()
    const onScroll = () => {
      const root = document.documentElement
      for (const percent of passedThresholds(
        window.scrollY,
        window.innerHeight,
        root.scrollHeight,
        reported,
      )) {
        reported.add(percent)
        trackEvent('scroll_depth', { percent_scrolled: percent })
      }
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [pathname])

  return null
}
