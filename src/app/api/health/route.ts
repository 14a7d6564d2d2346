import { payloadClient } from '@/platform/data/payload'
import { checkHealth } from '@/platform/health'

/**
 * GET -> 200 {status: 'ok' | 'busy', database: 'up', writes} or 503 {status: 'unavailable',
 * database: 'down'}; `writes` (SQLite) counts writes waiting for their turn.
 */
export async function GET() {
  const answer = await checkHealth(payloadClient)
  return Response.json(answer.body, {
    status: answer.httpStatus,
    headers: { 'Cache-Control': 'no-store' },
  })
}
