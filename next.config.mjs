import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'

import { themeHintsForAdminOnly } from './src/platform/next/admin-theme-hints.mjs'
import { platformNextConfig } from './src/platform/next/config.mjs'
import { securityHeaders } from './src/platform/next/security-headers.mjs'

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  // Messages are compiled when the site is built, so browsers get a small formatter instead of
  // an ICU message parser (intl-messageformat) with every page.
  experimental: {
    messages: { path: './src/messages', format: 'json', locales: 'infer', precompile: true },
  },
})

/** @type {import('next').NextConfig} */
const nextConfig = {
  // End-to-end tests build into their own folder so they never replace the site's build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Only the container image wants the self-contained server; `next start` needs the usual build.
  ...(process.env.NEXT_OUTPUT === 'standalone' ? { output: 'standalone' } : {}),
  poweredByHeader: false,
  // No ETag on rendered pages: Next hashes every page it sends (fnv1a52 over the whole ~80 KB
  // document, in JavaScript), a quarter of the server's time for a cached engine page; without it
  // the quick-start server sends 1.4x as many warm engine pages (230-260 -> 350 req/s at 50
  // connections, a static file 2,600-3,200). The price is a full answer instead of a 304 when a
  // browser reloads a page (~17 KB gzip). Files from public/ and the build keep theirs.
  generateEtags: false,
  // pdfkit reads its standard-font metrics from its own folder at run time.
  serverExternalPackages: ['pdfkit'],
  // Pages and tagged data: Next's own disk cache, or Redis when REDIS_URL is set (cache-handler.mjs).
  cacheHandler: fileURLToPath(new URL('./cache-handler.mjs', import.meta.url)),
  // Settings that work around framework behaviour: src/platform/next/config.mjs.
  ...platformNextConfig,
  // `npm test` type-checks the whole project once; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  images: {
    formats: ['image/avif', 'image/webp'],
    // 60 for the pictures at the top of pages (a phone's hero stays under ~60 KB), 75 elsewhere.
    qualities: [60, 75],
    // Only Payload's media files and the build's own images (Next adds /_next/static/media)
    // go through the optimizer: it fetches nothing else from this server.
    localPatterns: [{ pathname: '/api/cms/media/file/**', search: '' }],
  },
  async redirects() {
    // Payload's dashboard is the admin root; it sends signed-out visitors to the login.
    return [{ source: '/admin/dashboard', destination: '/admin', permanent: false }]
  },
  // Evaluated when the site is built: REVIEW_WIDGET_ORIGIN must be set at build time.
  async headers() {
    const options = {
      production: process.env.NODE_ENV === 'production',
      reviewWidgetOrigin: process.env.REVIEW_WIDGET_ORIGIN || undefined,
    }
    return [
      { source: '/:path*', headers: securityHeaders(options) },
      // A booking's manage address is its key: from that page a referrer names only the site,
      // also before the page's own metadata is read and in a browser without script.
      {
        source: '/:locale(nl|en|de)?/afspraak/beheren/:token',
        headers: [{ key: 'Referrer-Policy', value: 'strict-origin' }],
      },
    ]
  },
}

const withPlugins = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

/** @type {import('next').NextConfig} */
const config = {
  ...withPlugins,
  headers: async () => themeHintsForAdminOnly(await withPlugins.headers()),
}

export default config
