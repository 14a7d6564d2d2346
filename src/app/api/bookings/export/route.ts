import { bookingsCsv } from '@/booking'
import { bookingsBetween, columnKeys, plannerText, statusName } from '@/booking/server'
import { adminLanguage } from '@/i18n/admin-texts'
import { addDays, isIsoDate, workshopToday } from '@/kit/format/dates'
import { staffDownload, staffRequest } from '@/staff/data'

export const dynamic = 'force-dynamic'

/**
 * GET /api/bookings/export?from=yyyy-MM-dd&until=yyyy-MM-dd&lang=nl|en|de: CSV of the range,
 * staff only, with headings and statuses in the language of the planner that links to it.
 */
export async function GET(request: Request) {
  const staff = await staffRequest(request, { subject: 'planner', operation: 'read' })
  if ('refused' in staff) return staff.refused
  const { payload } = staff
  const url = new URL(request.url)
  const today = workshopToday(new Date())
  const from = url.searchParams.get('from') ?? today
  const until = url.searchParams.get('until') ?? addDays(today, 90)
  if (!isIsoDate(from) || !isIsoDate(until) || from > until) {
    return Response.json(
      { error: 'from and until must be dates yyyy-MM-dd, from not after until' },
      { status: 400 },
    )
  }
  const bookings = await bookingsBetween(payload, from, until, { withCancelled: true })
  const language = adminLanguage(url.searchParams.get('lang') ?? undefined)
  const csv = bookingsCsv(bookings, {
    headings: columnKeys.map((key) => plannerText(key, language)),
    status: (status) => statusName(status, language),
    amount: (amount) =>
      new Intl.NumberFormat(language, { useGrouping: false, maximumFractionDigits: 2 }).format(
        amount,
      ),
  })
  return staffDownload(csv, 'text/csv; charset=utf-8', `afspraken-${from}-${until}.csv`)
}
