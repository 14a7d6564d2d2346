import { reportPdfForToken } from '@/dyno/server'
import { payloadClient } from '@/platform/data/payload'

export const dynamic = 'force-dynamic'

/**
 * GET /api/dyno/report/<token>: the customer's dyno report as a PDF, opened by the link of the
 * report mail or from the booking's manage page. Anything else is unknown (404); the address is
 * the key, so no cache and no referrer keep it.
 */
export async function GET(_request: Request, { params }: RouteContext<'/api/dyno/report/[token]'>) {
  const { token } = await params
  const report = await reportPdfForToken(await payloadClient(), token)
  const privately = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' }
  if (!report)
    return new Response('Not found / Niet gevonden / Nicht gefunden', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', ...privately },
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
