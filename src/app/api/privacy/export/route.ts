import { adminLanguage, adminText } from '@/i18n/admin-texts'
import { subjectQuery, subjectCsv } from '@/privacy'
import { exportHeadingKeys, exportSubject } from '@/privacy/server'
import { staffDownload, staffRequest } from '@/staff/data'

export const dynamic = 'force-dynamic'

/**
 * GET /api/privacy/export?email=&plate=&format=json|csv&lang=: everything held about one
 * customer as a file (AVG art. 15), the owner's only; each export is recorded in the audit trail.
 */
export async function GET(request: Request) {
  const staff = await staffRequest(request, { subject: 'customer-data', operation: 'read' })
  if ('refused' in staff) return staff.refused
  const { payload, user } = staff
  const url = new URL(request.url)
  const query = subjectQuery({
    email: url.searchParams.get('email') ?? undefined,
    plate: url.searchParams.get('plate') ?? undefined,
  })
  if (!query) return Response.json({ error: 'Give an email address or a plate' }, { status: 400 })
  const format = url.searchParams.get('format') === 'csv' ? 'csv' : 'json'
  const data = await exportSubject(payload, user, query)
  const language = adminLanguage(url.searchParams.get('lang') ?? undefined)
  const body =
    format === 'json'
      ? JSON.stringify({ exportedAt: new Date().toISOString(), query, ...data }, null, 2)
      : subjectCsv(
          data,
          exportHeadingKeys.map((key) => adminText(`privacy:${key}`, language)),
        )
  const contentType =
    format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8'
  return staffDownload(body, contentType, `klantgegevens.${format}`)
}
