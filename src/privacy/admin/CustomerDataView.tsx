import type { AdminViewServerProps } from 'payload'

import { adminLanguage, withAdminKeys } from '@/i18n/admin-texts'
import { AdminScreen } from '@/kit/admin/AdminScreen'
import { firstParam as one } from '@/platform/search-param'

import { type PrivacyKey } from './texts'
import { subjectQuery } from '../rules/subject'
import { findSubject } from '../server/subject'

const cell = { padding: '0.25rem 0.75rem 0.25rem 0', textAlign: 'left' as const }

/**
 * /admin/klantgegevens: one customer's data by e-mail address or plate, everything held, its
 * export as JSON or CSV (AVG art. 15) and its erasure in one confirmed action (art. 17).
 */
export async function CustomerDataView(view: AdminViewServerProps) {
  const { searchParams } = view
  const { payload, user, i18n } = view.initPageResult.req
  if (!user) return null
  const language = adminLanguage(i18n.language)
  const t = withAdminKeys<`privacy:${PrivacyKey}`>(i18n.t)
  const query = subjectQuery({ email: one(searchParams?.email), plate: one(searchParams?.plate) })
  const data = query ? await findSubject(payload, query) : null
  const admin = payload.config.routes.admin
  const exportHref = (format: string) =>
    `/api/privacy/export?${new URLSearchParams({ ...query, format, lang: language })}`
  const sections = data
    ? ([
        [
          'bookings',
          data.bookings.map((b) => [
            b.id,
            b.appointmentDate,
            b.customerName,
            b.vehicle,
            b.status,
            `collections/bookings/${b.id}`,
          ]),
        ],
        [
          'requests',
          data.requests.map((r) => [
            r.id,
            r.createdAt.slice(0, 10),
            r.name,
            r.vehicle,
            r.status,
            `collections/requests/${r.id}`,
          ]),
        ],
        [
          'mails',
          data.mails.map((m) => [
            m.id,
            m.createdAt.slice(0, 10),
            m.to,
            m.subject,
            m.state,
            `collections/booking-mails/${m.id}`,
          ]),
        ],
        [
          'waitlist',
          data.waitlist.map((w) => [
            w.id,
            w.date,
            w.name,
            w.vehicle,
            w.status,
            `collections/waitlist/${w.id}`,
          ]),
        ],
      ] as const)
    : []
  const erased = one(searchParams?.erased)
  return (
    <AdminScreen view={view} style={{ maxWidth: '60rem' }}>
      <h1>{t('privacy:title')}</h1>
      <p>{t('privacy:intro')}</p>
      {erased && (
        <p role="status">
          {t('privacy:erased', {
            bookings: one(searchParams?.bookings) ?? 0,
            requests: one(searchParams?.requests) ?? 0,
            mails: one(searchParams?.mails) ?? 0,
            waitlist: one(searchParams?.waitlist) ?? 0,
          })}
        </p>
      )}
      <form
        method="get"
        style={{ display: 'flex', gap: '1rem', alignItems: 'end', margin: '1rem 0' }}
      >
        <label>
          {t('privacy:email')}
          <br />
          <input name="email" type="email" defaultValue={query?.email} />
        </label>
        <label>
          {t('privacy:plate')}
          <br />
          <input name="plate" defaultValue={query?.plate} />
        </label>
        <button type="submit" className="btn btn--style-primary btn--size-small">
          {t('privacy:search')}
        </button>
      </form>
      {data && (
        <>
          {sections.map(([key, rows]) => (
            <section key={key} aria-label={t(`privacy:${key}`)} style={{ marginTop: '1.5rem' }}>
              <h2>
                {t(`privacy:${key}`)} ({rows.length})
              </h2>
              {rows.length === 0 ? (
                <p>{t('privacy:none')}</p>
              ) : (
                <table>
                  <tbody>
                    {rows.map(([id, date, who, what, status, href]) => (
                      <tr key={String(id)}>
                        <td style={cell}>
                          <a href={`${admin}/${href}`}>{String(id)}</a>
                        </td>
                        <td style={cell}>{date}</td>
                        <td style={cell}>{who}</td>
                        <td style={cell}>{what}</td>
                        <td style={cell}>{status}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
          ))}
          <p style={{ display: 'flex', gap: '1rem', marginTop: '1.5rem' }}>
            <a href={exportHref('json')}>{t('privacy:exportJson')}</a>
            <a href={exportHref('csv')}>{t('privacy:exportCsv')}</a>
          </p>
          <form method="post" action="/api/privacy/erase" style={{ marginTop: '2rem' }}>
            <h2>{t('privacy:eraseTitle')}</h2>
            <p>{t('privacy:eraseText')}</p>
            <input type="hidden" name="email" value={query?.email ?? ''} />
            <input type="hidden" name="plate" value={query?.plate ?? ''} />
            <label style={{ display: 'block', margin: '0.5rem 0' }}>
              <input type="checkbox" name="confirm" value="yes" required />{' '}
              {t('privacy:eraseConfirm')}
            </label>
            <button type="submit" className="btn btn--style-secondary btn--size-small">
              {t('privacy:erase')}
            </button>
          </form>
        </>
      )}
    </AdminScreen>
  )
}
