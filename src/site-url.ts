/** Public origin of the site, for canonical URLs, hreflang and the sitemap. */
export const siteUrl = (process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '')
