import { reportPdfForToken } from '@/dyno/server'
import { payloadClient } from '@/platform/data/payload'
import { clientKey } from '@/platform/shared/client-address'
import { limit } from '@/platform/shared/limits'

export const dynamic = 'force-dynamic'

/**
 * GET /api/dyno/report/<token>: the customer's dyno report as a PDF, opened by the link of the
 * report mail or from the booking's manage page. Anything else is unknown (404); the address is
 * the key, so no cache and no referrer keep it. The address holds the booking's manage token, so
 * it counts with the manage pages against one limit per client: trying tokens here is no faster,
 * and drawing PDFs on demand cannot be used to load the server.
 */
export async function GET(request: Request, { params }: RouteContext<'/api/dyno/report/[token]'>) {
  const privately = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' }
  const text = { 'Content-Type': 'text/plain; charset=utf-8', ...privately }
  if (!(await limit('manageLink').take(clientKey(request))))
    return new Response('Too many requests / Te veel verzoeken / Zu viele Anfragen', {
      status: 429,
      headers: { ...text, 'Retry-After': '60' },
    })
  const { token } = await params
  const report = await reportPdfForToken(await payloadClient(), token)
  if (!report)
    return new Response('Not found / Niet gevonden / Nicht gefunden', {
      status: 404,
      headers: text,
    })
  return new Response(new Uint8Array(report.pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${report.filename}"`,
      'X-Robots-Tag': 'noindex',
      ...privately,
    },
  })
}
