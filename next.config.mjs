import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

/** @type {import('next').NextConfig} */
const nextConfig = {
  // End-to-end tests build into their own folder so they never replace the site's build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // `npm test` type-checks the whole project once; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  images: { formats: ['image/avif', 'image/webp'] },
  async redirects() {
    // Payload's dashboard is the admin root; it sends signed-out visitors to the login.
    return [{ source: '/admin/dashboard', destination: '/admin', permanent: false }]
  },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
