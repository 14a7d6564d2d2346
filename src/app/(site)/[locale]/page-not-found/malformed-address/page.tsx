import type { Metadata } from 'next'

import { PageNotFoundView } from '@/app/(site)/[locale]/page-not-found-view'
import { pageNotFoundTitle } from '@/content/components/layout/page-not-found'
import { notFoundMetadata } from '@/content/server'

export const metadata: Metadata = notFoundMetadata(pageNotFoundTitle)

export function generateStaticParams() {
  return []
}

/**
 * Where the proxy sends an address with broken percent-encoding. Next matches the visitor's own
 * address against the pattern of the page it renders; against the catch-all (`/[locale]/[...rest]`)
 * that match decodes the broken segments and fails with a bare 500. This page's pattern has fixed
 * segments, so no visitor address but one ending in them reaches that decoding.
 */
export default function MalformedAddress() {
  return <PageNotFoundView />
}
