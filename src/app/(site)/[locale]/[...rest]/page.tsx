import type { Metadata } from 'next'

import { pageNotFoundTitle } from '@/content/components/layout/page-not-found'
import { notFoundMetadata } from '@/content/server'

import { PageNotFoundView } from '../page-not-found-view'

export const metadata: Metadata = notFoundMetadata(pageNotFoundTitle)

/**
 * Rendered like the other pages (ISR): only a cached render lets NotFoundView set the 404 status;
 * a dynamic one has sent its 200 before the status is known.
 */
export function generateStaticParams() {
  return []
}

/** Any path no route claims: the not-found page, server-rendered, with status 404. */
export default function CatchAll() {
  return <PageNotFoundView />
}
