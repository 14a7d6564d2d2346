import { subjectQuery } from '@/privacy/rules/subject'
import { eraseSubjectAndRecord } from '@/privacy/server/subject-actions'
import { staffRequest } from '@/staff/server/staff-route'

export const dynamic = 'force-dynamic'

/**
 * POST /api/privacy/erase (the customer-data screen's form): erases one customer (AVG art. 17)
 * once staff ticked the confirmation, records it, and returns to the screen with the counts.
 * Staff only; the proxy refuses a form posted from another site.
 */
export async function POST(request: Request) {
  const staff = await staffRequest(request)
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
  const back = new URL(`${payload.config.routes.admin}/klantgegevens`, request.url)
  for (const [kind, n] of Object.entries(counts)) back.searchParams.set(kind, String(n))
  back.searchParams.set('erased', '1')
  return Response.redirect(back, 303)
}
