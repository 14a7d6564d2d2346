/**
 * Public origin of the site, for canonical URLs, hreflang and the sitemap. Unset or empty, it is
 * the local origin of the port this server answers on, so a site started with PORT=4500 never
 * points its canonical and hreflang links at another port.
 */
export const siteUrl = (process.env.SITE_URL?.trim() || `http://localhost:${process.env.PORT?.trim() || 3000}`).replace(/\/$/, '')
