'use client'

import dynamic from 'next/dynamic'

// Nothing on screen depends on it: the tag loader and the click and scroll listeners arrive
// after the page is interactive, outside its first load.
const AnalyticsTracker = dynamic(
  () => import('./AnalyticsTracker.client').then((module) => module.AnalyticsTracker),
  { ssr: false },
)

/** GA4 with consent, and link and scroll-depth events (see AnalyticsTracker). */
export function Analytics({ measurementId }: { measurementId: string | null }) {
  return <AnalyticsTracker measurementId={measurementId} />
}
