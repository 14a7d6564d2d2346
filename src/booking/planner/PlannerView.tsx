import type { AdminViewServerProps } from 'payload'

import { bookingsBetween } from '@/booking/planner/month'
import { isMonth, monthGrid, shiftMonth } from '@/booking/rules/planner'
import { loadBookingRules } from '@/booking/server/rules'
import { adminLanguage, withAdminKeys } from '@/i18n/admin-texts'
import { AdminScreen } from '@/kit/admin/AdminScreen'
import { isIsoDate, workshopToday } from '@/kit/format/dates'
import { longDate, longMonth } from '@/kit/format/long-date'
import { firstParam as one } from '@/platform/search-param'
import { siteUrl } from '@/platform/site-url'
import { screenUser } from '@/staff/server'

import { bookingsOn } from './day'
import { DayBookings } from './DayBookings'
import { MonthGrid } from './MonthGrid'
import { plannerPrintCss } from './print'
import { PrintButton } from './PrintButton.client'
import type { PlannerKey } from './texts'

const header = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '1rem',
  alignItems: 'center',
  marginBottom: '1rem',
} as const

/** /admin/planner: a month of days with places used and free; a day opens its bookings. */
export async function PlannerView(view: AdminViewServerProps) {
  const { searchParams } = view
  screenUser(view, 'planner', '/planner')
  const { payload, i18n } = view.initPageResult.req
  const language = adminLanguage(i18n.language)
  // Payload's own `t`, which reads the planner's words from the admin's translations.
  const t = withAdminKeys<`planner:${PlannerKey}`>(i18n.t)
  const today = workshopToday(new Date())
  const month = isMonth(one(searchParams?.month)) ? one(searchParams?.month)! : today.slice(0, 7)
  // A day typed by hand (`?day=x`) that is no date opens no day, rather than failing the view.
  const selected = isIsoDate(one(searchParams?.day)) ? one(searchParams?.day) : undefined
  const rules = await loadBookingRules(payload)
  const weeks = monthGrid(month, rules, {}, language)
  const first = weeks[0]![0]!.date
  const last = weeks.at(-1)!.at(-1)!.date
  const bookings = await bookingsBetween(payload, first, last)
  const used: Record<string, number> = {}
  for (const b of bookings) used[b.appointmentDate] = (used[b.appointmentDate] ?? 0) + 1
  const grid = monthGrid(month, rules, used, language)
  const onDay = selected ? bookingsOn(bookings, selected, rules.startTime) : []
  // Who waits for the chosen day (waiting, or holding an offer): the list is in Wachtlijst.
  const waiting = selected
    ? (
        await payload.count({
          collection: 'waitlist',
          where: {
            and: [{ date: { equals: selected } }, { status: { in: ['waiting', 'offered'] } }],
          },
          overrideAccess: true,
        })
      ).totalDocs
    : 0
  // Customers who did not come, in the month shown (not the days of its neighbours in the grid).
  const noShows = bookings.filter(
    (b) => b.status === 'noShow' && b.appointmentDate.startsWith(month),
  ).length
  const feedToken = (
    await payload.findGlobal({ slug: 'booking-rules', depth: 0, overrideAccess: true })
  ).feedToken
  const admin = payload.config.routes.admin

  const dayHref = (date: string) => `${admin}/planner?month=${date.slice(0, 7)}&day=${date}`
  const monthName = longMonth(month, language)

  return (
    <AdminScreen view={view}>
      <style>{plannerPrintCss}</style>
      <div data-planner data-day={selected}>
        <header data-planner-screen-only style={header}>
          <h1 style={{ margin: 0 }}>{t('planner:title')}</h1>
          <nav aria-label={monthName} style={header}>
            <a href={`${admin}/planner?month=${shiftMonth(month, -1)}`}>
              ← {t('planner:previous')}
            </a>
            <strong aria-live="polite" data-month={month} style={{ fontSize: '1.25rem' }}>
              {monthName}
            </strong>
            <a href={`${admin}/planner?month=${shiftMonth(month, 1)}`}>{t('planner:next')} →</a>
          </nav>
          <span>{t('planner:noShows', { month: monthName, count: noShows })}</span>
          <a
            className="btn btn--style-secondary btn--size-small"
            href={`/api/bookings/export?from=${first}&until=${last}&lang=${language}`}
            style={{ margin: '0 0 0 auto' }}
          >
            {t('planner:export')}
          </a>
        </header>
        <MonthGrid grid={grid} selected={selected} dayHref={dayHref} t={t} />
        {selected && (
          <section aria-label={longDate(selected, language)} style={{ marginTop: '2rem' }}>
            <div style={header}>
              <h2 style={{ margin: 0 }}>{longDate(selected, language)}</h2>
              <span data-planner-screen-only style={{ marginLeft: 'auto' }}>
                <PrintButton label={t('planner:print')} />
              </span>
            </div>
            <DayBookings
              bookings={onDay}
              startTime={rules.startTime}
              language={language}
              bookingHref={(id) => `${admin}/collections/bookings/${id}`}
              t={t}
            />
            {waiting > 0 && (
              <p data-planner-screen-only>
                <a href={`${admin}/collections/waitlist?where[date][equals]=${selected}`}>
                  {t('planner:waitlist', { count: waiting })}
                </a>
              </p>
            )}
          </section>
        )}
        {feedToken && (
          <section data-planner-screen-only style={{ marginTop: '2rem' }}>
            <h2>{t('planner:feed')}</h2>
            <p>
              {t('planner:feedHelp')} <code>{`${siteUrl}/api/planner/${feedToken}.ics`}</code>
            </p>
          </section>
        )}
      </div>
    </AdminScreen>
  )
}
