import { publicOrigin } from '@/site-url'

import { payloadSecret } from '../secret'

/** Asks a running site (at `origin`, else the site's own URL) to drop its cached catalogue. */
export async function refreshRunningSite(origin?: string): Promise<string> {
  const target = (origin?.trim() || publicOrigin()).replace(/\/$/, '')
  try {
    const response = await fetch(`${target}/api/revalidate`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${payloadSecret()}` },
      signal: AbortSignal.timeout(3000),
    })
    if (response.ok) return `The site at ${target} now shows the new catalogue.`
    return `The site at ${target} refused to refresh its cache (HTTP ${response.status}); restart it to show the changes.`
  } catch {
    return `No running site answered at ${target}; it shows the changes when it next starts.`
  }
}
