import { payloadSecret } from '../secret'

/**
 * Asks a running site to drop its cached catalogue (or the cache tags given); says so when no
 * site answered.
 */
export async function refreshRunningSite(
  siteUrl: string | undefined,
  cacheTags: string[] = [],
): Promise<string> {
  const origin = (
    siteUrl?.trim() || `http://localhost:${process.env.PORT?.trim() || 3000}`
  ).replace(/\/$/, '')
  const query = cacheTags.map((tag) => `tag=${encodeURIComponent(tag)}`).join('&')
  try {
    const response = await fetch(`${origin}/api/revalidate${query ? `?${query}` : ''}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${payloadSecret()}` },
      signal: AbortSignal.timeout(3000),
    })
    if (response.ok) return `The site at ${origin} now shows the new catalogue.`
    return `The site at ${origin} refused to refresh its cache (HTTP ${response.status}); restart it to show the changes.`
  } catch {
    return `No running site answered at ${origin}; it shows the changes when it next starts.`
  }
}
