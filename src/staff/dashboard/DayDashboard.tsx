import type { ServerProps } from 'payload'

import type { StripDay } from '@/booking'
import { bookingStatusOptions } from '@/booking/server'
import { packageLine } from '@/catalogue'
import { adminLanguage, withAdminKeys } from '@/i18n/admin-texts'
import { longDate, shortDate } from '@/kit/format/long-date'

import { BookingStatus } from './BookingStatus.client'
import { Card, Waiting } from './Cards'
import type { DashboardKey } from './texts'
import { age } from '../rules/age'
import { may, roleOf } from '../rules/roles'
import { setupPlace } from '../rules/setup'
import { dayOverview } from '../server/day-overview'

const stripColours: Record<StripDay['state'], string> = {
  free: 'var(--theme-success-100)',
  booked: 'var(--theme-warning-100)',
  full: 'var(--theme-error-100)',
  closed: 'var(--theme-elevation-100)',
}

/**
 * The admin's start screen above Payload's collection cards (config `beforeDashboard`): the
 * day's work first, then what still needs the workshop's own details.
 */
export async function DayDashboard({ i18n, payload, user }: ServerProps) {
  if (!user || !payload || !i18n) return null
  const language = adminLanguage(i18n.language)
  const t = withAdminKeys<`dashboard:${DashboardKey}`>(i18n.t)
  const now = new Date()
  const day = await dayOverview(payload, user, now, language)
  const { admin, api } = payload.config.routes
  const statuses = bookingStatusOptions(language)
  const link = (path: string) => `${admin}${path}`
  const role = roleOf(user.role)

  return (
    <div style={{ display: 'grid', gap: '1.25rem', marginBottom: '2.5rem' }}>
      <header style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'baseline' }}>
        <h1 style={{ margin: 0 }}>
          {t('dashboard:today')}, {longDate(day.today, language)}
        </h1>
        <nav style={{ display: 'flex', gap: '0.75rem', marginLeft: 'auto' }}>
          <a
            className="btn btn--style-primary btn--size-medium"
            href={link('/planner')}
            style={{ margin: 0 }}
          >
            {t('dashboard:planner')}
          </a>
          {may(role, 'customer-data') && (
            <a
              className="btn btn--style-secondary btn--size-medium"
              href={link('/klantgegevens')}
              style={{ margin: 0 }}
            >
              {t('dashboard:customerData')}
            </a>
          )}
          <a
            className="btn btn--style-secondary btn--size-medium"
            href={link('/collections/bookings')}
            style={{ margin: 0 }}
          >
            {t('dashboard:allAppointments')}
          </a>
        </nav>
      </header>

      <Card title={t('dashboard:appointmentsToday')}>
        {day.bookings.length === 0 ? (
          <p style={{ margin: 0 }}>{t('dashboard:noneToday')}</p>
        ) : (
          <table style={{ width: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr style={{ textAlign: 'left' }}>
                {(['time', 'name', 'car', 'package', 'phone', 'status'] as const).map((key) => (
                  <th key={key} scope="col" style={{ padding: '0.35rem 0.5rem' }}>
                    {t(`dashboard:${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {day.bookings.map((b) => (
                <tr
                  key={b.id}
                  data-booking={b.id}
                  style={{ borderTop: '1px solid var(--theme-elevation-100)' }}
                >
                  <td style={{ padding: '0.5rem' }}>{b.appointmentTime || day.startTime}</td>
                  <td style={{ padding: '0.5rem' }}>
                    <a href={link(`/collections/bookings/${b.id}`)}>{b.customerName}</a>
                  </td>
                  <td style={{ padding: '0.5rem' }}>
                    {[b.licensePlate, b.vehicle || [b.brand, b.model].filter(Boolean).join(' ')]
                      .filter(Boolean)
                      .join(' · ')}
                  </td>
                  <td style={{ padding: '0.5rem' }}>{packageLine(b.order) || '-'}</td>
                  <td style={{ padding: '0.5rem' }}>
                    <a href={`tel:${b.customerPhone.replace(/[^\d+]/g, '')}`}>{b.customerPhone}</a>
                  </td>
                  <td style={{ padding: '0.5rem' }}>
                    <BookingStatus
                      api={api}
                      id={b.id}
                      status={b.status}
                      options={statuses}
                      texts={{
                        label: t('dashboard:statusOf', { name: b.customerName }),
                        saving: t('dashboard:saving'),
                        saved: t('dashboard:saved'),
                        notSaved: t('dashboard:notSaved', { message: '{{message}}' }),
                      }}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>

      <Card title={t('dashboard:nextDays')}>
        <ol
          aria-label={t('dashboard:nextDays')}
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(7, 1fr)',
            gap: '0.5rem',
            listStyle: 'none',
            margin: 0,
            padding: 0,
          }}
        >
          {day.strip.map((d) => (
            <li key={d.date} data-date={d.date} data-state={d.state}>
              <a
                href={link(`/planner?month=${d.date.slice(0, 7)}&day=${d.date}`)}
                style={{
                  display: 'block',
                  padding: '0.5rem',
                  borderRadius: '4px',
                  background: stripColours[d.state],
                  color: 'var(--theme-text)',
                  textDecoration: 'none',
                  fontWeight: d.date === day.today ? 700 : 400,
                }}
              >
                <span style={{ display: 'block' }}>{shortDate(d.date, language)}</span>
                <span style={{ display: 'block', fontSize: '0.85em' }}>
                  {d.state === 'closed'
                    ? d.closedReason || t('dashboard:closed')
                    : d.state === 'full'
                      ? `${t('dashboard:full')} (${d.used}/${d.places})`
                      : d.state === 'booked'
                        ? t('dashboard:booked', { used: d.used, places: d.places })
                        : `${d.places} ${t('dashboard:free')}`}
                </span>
              </a>
            </li>
          ))}
        </ol>
      </Card>

      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
          gap: '1.25rem',
        }}
      >
        <Card title={`${t('dashboard:openRequests')} (${day.requests.total})`}>
          <Waiting
            items={day.requests.docs.map((r) => ({
              id: r.id,
              href: link(`/collections/requests/${r.id}`),
              text: [r.name, r.vehicle].filter(Boolean).join(' · '),
              age: age(r.createdAt, now, language),
            }))}
            empty={t('dashboard:nothingOpen')}
          />
        </Card>
        <Card title={`${t('dashboard:waitlist')} (${day.waiting.total})`}>
          <Waiting
            items={day.waiting.docs.map((w) => ({
              id: w.id,
              href: link(`/collections/waitlist/${w.id}`),
              text: `${w.name} · ${shortDate(w.date, language)}`,
              age: age(w.createdAt, now, language),
            }))}
            empty={t('dashboard:nothingOpen')}
          />
        </Card>
        <Card title={t('dashboard:noShows')}>
          <p style={{ fontSize: '2rem', margin: 0 }} data-no-shows>
            {day.noShows}
          </p>
        </Card>
      </div>

      {/* The owner's to finish: an employee may not change the settings it links to. */}
      {may(role, 'site-settings', 'update') && (
        <Card title={t('dashboard:setup')}>
          {day.setup.length === 0 ? (
            <p style={{ margin: 0 }}>{t('dashboard:setupDone')}</p>
          ) : (
            <>
              <p style={{ marginTop: 0 }}>{t('dashboard:setupHelp')}</p>
              <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
                {day.setup.map((item) => (
                  <li key={item} style={{ padding: '0.15rem 0' }}>
                    {t(`dashboard:${item}`)}
                    {' · '}
                    {setupPlace[item] === 'environment' ? (
                      <em>{t('dashboard:onServer')}</em>
                    ) : (
                      <a href={link(`/globals/${setupPlace[item]}`)}>{t('dashboard:edit')}</a>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </Card>
      )}
    </div>
  )
}
