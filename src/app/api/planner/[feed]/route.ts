import { plannerFeed } from '@/booking/server'
import { payloadClient } from '@/platform/data/payload'

export const dynamic = 'force-dynamic'

/** GET /api/planner/<secret>.ics: the private calendar feed staff subscribe to on their phone. */
export async function GET(_request: Request, { params }: RouteContext<'/api/planner/[feed]'>) {
  const { feed } = await params
  const secret = feed.replace(/\.ics$/, '')
  const body = /^[\w-]{16,100}$/.test(secret)
    ? await plannerFeed(await payloadClient(), secret)
    : null
  if (body === null) return new Response('Not found', { status: 404 })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Cache-Control': 'private, no-store',
    },
  })
}
