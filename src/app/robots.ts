import type { MetadataRoute } from 'next'

import { siteUrl } from '@/platform/site-url'

// SITE_URL is read when the site runs, not when it is built (a container image is built once).
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/'] }],
    sitemap: `${siteUrl}/sitemap.xml`,
  }
}
