import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

/** @type {import('next').NextConfig} */
const nextConfig = {
  // End-to-end tests build into their own folder so they never replace the site's build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  images: { formats: ['image/avif', 'image/webp'] },
  async redirects() {
    // Payload's dashboard is the admin root; it sends signed-out visitors to the login.
    return [{ source: '/admin/dashboard', destination: '/admin', permanent: false }]
  },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
