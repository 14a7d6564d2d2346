// Upstream: no issue for a well-formed foreign Origin found; the malformed one is
// https://github.com/vercel/next.js/issues/92703 (open). Source: next/dist/server/app-render/
// action-handler.js handleAction (status 500 for an Origin that does not match the host).
// Canary (runs handleAction): tests/platform/upstream/next.test.ts.

import type { NextRequest, NextResponse } from 'next/server'

import { isForeignOrigin } from '@/platform/next/request-origin'
import { trustsProxy } from '@/platform/shared/client-address'

/**
 * Pages take a POST only as a server action (a booking's move and cancel). Next refuses one
 * sent from another site, a form elsewhere posting here, but answers 500 and logs a stack
 * trace; this answers with the caller's refusal (a 403 in the visitor's language) before Next
 * sees it.
 */
export function foreignForm(
  request: NextRequest,
  refusal: () => NextResponse,
): NextResponse | null {
  if (request.method === 'GET' || request.method === 'HEAD') return null
  const { headers } = request
  const foreign = isForeignOrigin(
    headers.get('origin'),
    headers.get('host'),
    headers.get('x-forwarded-host'),
    trustsProxy(),
  )
  return foreign ? refusal() : null
}
