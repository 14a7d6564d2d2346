import { subjectQuery } from '@/privacy'
import { eraseSubjectAndRecord } from '@/privacy/server'
import { staffRequest } from '@/staff/data'

export const dynamic = 'force-dynamic'

/**
 * POST /api/privacy/erase (the customer-data screen's form): erases one customer (AVG art. 17)
 * once staff ticked the confirmation, records it, and returns to the screen with the counts.
 * The owner only (src/staff/rules/roles.ts); the proxy refuses a form posted from another site.
 */
export async function POST(request: Request) {
  const staff = await staffRequest(request, { subject: 'customer-data', operation: 'delete' })
  if ('refused' in staff) return staff.refused
  const { payload, user } = staff
  const form = await request.formData().catch(() => null)
  const query = subjectQuery({
    email: form?.get('email') ?? undefined,
    plate: form?.get('plate') ?? undefined,
  })
  if (!form || !query || form.get('confirm') !== 'yes')
    return Response.json(
      { error: 'Give an email address or a plate, and confirm' },
      { status: 400 },
    )
  const counts = await eraseSubjectAndRecord(payload, user, query)
  const back = new URLSearchParams(Object.entries(counts).map(([kind, n]) => [kind, String(n)]))
  back.set('erased', '1')
  // A relative Location: the browser resolves it against the address it asked. The request's
  // own URL takes its scheme from X-Forwarded-Proto, which a client can send without any proxy.
  return new Response(null, {
    status: 303,
    headers: { Location: `${payload.config.routes.admin}/klantgegevens?${back}` },
  })
}
