import { payloadSecret } from '@/platform/secret'
import { publicOrigin } from '@/platform/site-url'

/**
 * Asks a running site (at `origin`, else the site's own URL) to drop its cached catalogue, or
 * the cache tags given; says so when no site answered.
 */
export async function refreshRunningSite(
  origin?: string,
  cacheTags: string[] = [],
): Promise<string> {
  const target = (origin?.trim() || publicOrigin()).replace(/\/$/, '')
  const query = cacheTags.map((tag) => `tag=${encodeURIComponent(tag)}`).join('&')
  try {
    const response = await fetch(`${target}/api/revalidate${query ? `?${query}` : ''}`, {
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
