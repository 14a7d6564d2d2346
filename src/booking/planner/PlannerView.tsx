import type { AdminViewServerProps } from 'payload'

import { bookingsBetween } from '@/booking/planner/month'
import { isMonth, monthGrid, shiftMonth } from '@/booking/rules/planner'
import { loadBookingRules } from '@/booking/server/rules'
import { packageLine } from '@/catalogue'
import { adminLanguage, withAdminKeys } from '@/i18n/admin-texts'
import { AdminScreen } from '@/kit/admin/AdminScreen'
import { isIsoDate, workshopToday } from '@/kit/format/dates'
import { longDate } from '@/kit/format/long-date'
import { formatEuro } from '@/kit/format/money'
import { firstParam as one } from '@/platform/search-param'
import { siteUrl } from '@/platform/site-url'
import { screenUser } from '@/staff/server'

import { type PlannerKey, statusName, weekdayKeys } from './texts'

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
  const onDay = selected ? bookings.filter((b) => b.appointmentDate === selected) : []
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
  const dateLocale = language === 'en' ? 'en' : language

  return (
    <AdminScreen view={view}>
      <h1>{t('planner:title')}</h1>
      <nav style={{ display: 'flex', gap: '1rem', alignItems: 'center', margin: '1rem 0' }}>
        <a href={`${admin}/planner?month=${shiftMonth(month, -1)}`}>← {t('planner:previous')}</a>
        <strong aria-live="polite">{month}</strong>
        <span>{t('planner:noShows', { month, count: noShows })}</span>
        <a href={`${admin}/planner?month=${shiftMonth(month, 1)}`}>{t('planner:next')} →</a>
        <a
          href={`/api/bookings/export?from=${first}&until=${last}&lang=${language}`}
          style={{ marginLeft: 'auto' }}
        >
          {t('planner:export')}
        </a>
      </nav>
      <table
        aria-label={t('planner:title')}
        style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}
      >
        <thead>
          <tr>
            {weekdayKeys.map((d) => (
              <th key={d} scope="col" style={{ textAlign: 'left', padding: '0.25rem' }}>
                {t(`planner:${d}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.map((week) => (
            <tr key={week[0]!.date}>
              {week.map((day) => (
                <td
                  key={day.date}
                  data-date={day.date}
                  style={{
                    border: '1px solid var(--theme-elevation-150)',
                    padding: '0.4rem',
                    verticalAlign: 'top',
                    opacity: day.inMonth ? 1 : 0.45,
                    background: day.date === selected ? 'var(--theme-elevation-100)' : undefined,
                  }}
                >
                  <a
                    href={`${admin}/planner?month=${month}&day=${day.date}`}
                    style={{ fontWeight: 600 }}
                  >
                    {Number(day.date.slice(8))}
                  </a>
                  <div>
                    {day.closed ? (
                      <span>
                        {day.closedReason
                          ? `${t('planner:closed')}: ${day.closedReason}`
                          : t('planner:closed')}
                      </span>
                    ) : (
                      <span>
                        {day.used}/{day.places} · {day.free} {t('planner:free')}
                      </span>
                    )}
                  </div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {selected && (
        <section aria-label={selected} style={{ marginTop: '2rem' }}>
          <h2 style={{ textTransform: 'capitalize' }}>{longDate(selected, dateLocale)}</h2>
          {onDay.length === 0 ? (
            <p>{t('planner:none')}</p>
          ) : (
            <ul>
              {onDay.map((b) => (
                <li key={b.id}>
                  <a href={`${admin}/collections/bookings/${b.id}`}>
                    {b.licensePlate} · {b.vehicle || '-'} · {b.customerName} ·{' '}
                    {statusName(b.status, language)}
                    {b.order?.total
                      ? ` · ${packageLine(b.order)} (${formatEuro(b.order.total, dateLocale)})`
                      : ''}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {selected && waiting > 0 && (
        <p>
          <a href={`${admin}/collections/waitlist?where[date][equals]=${selected}`}>
            {t('planner:waitlist', { count: waiting })}
          </a>
        </p>
      )}
      {feedToken && (
        <section style={{ marginTop: '2rem' }}>
          <h2>{t('planner:feed')}</h2>
          <p>
            {t('planner:feedHelp')} <code>{`${siteUrl}/api/planner/${feedToken}.ics`}</code>
          </p>
        </section>
      )}
    </AdminScreen>
  )
}
