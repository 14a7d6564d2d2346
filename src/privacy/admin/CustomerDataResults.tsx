import type { CSSProperties } from 'react'

import type { AdminLanguage } from '@/i18n/admin-texts'

import type { SubjectSection } from './subject-sections'
import type { PrivacyKey } from './texts'
import type { SubjectQuery } from '../rules/subject'

type T = (key: `privacy:${PrivacyKey}`, values?: Record<string, string | number>) => string

const cell: CSSProperties = { padding: '0.5rem 0.75rem', textAlign: 'left', verticalAlign: 'top' }

/** What was found for one customer, each kind under its heading, then export and erasure. */
export function CustomerDataResults({
  query,
  sections,
  language,
  admin,
  t,
}: {
  query: SubjectQuery
  sections: SubjectSection[]
  language: AdminLanguage
  admin: string
  t: T
}) {
  const who = [query.email, query.plate].filter(Boolean).join(' · ')
  const held = sections.filter((s) => s.rows.length > 0)
  if (held.length === 0) return <p role="status">{t('privacy:nothingFound', { who })}</p>
  const exportHref = (format: string) =>
    `/api/privacy/export?${new URLSearchParams({ ...query, format, lang: language })}`
  return (
    <>
      <h2 style={{ marginTop: '2rem' }}>{t('privacy:found', { who })}</h2>
      {sections.map((section) => (
        <section
          key={section.kind}
          aria-labelledby={`held-${section.kind}`}
          style={{ marginTop: '1.5rem' }}
        >
          <h3 id={`held-${section.kind}`}>
            {t(`privacy:${section.kind}`)} ({section.rows.length})
          </h3>
          {section.rows.length === 0 ? (
            <p style={{ color: 'var(--theme-elevation-500)' }}>{t('privacy:none')}</p>
          ) : (
            <div style={{ overflowX: 'auto' }}>
              <table style={{ width: '100%', borderCollapse: 'collapse' }}>
                <thead>
                  <tr>
                    {section.columns.map((key) => (
                      <th
                        key={key}
                        scope="col"
                        style={{ ...cell, color: 'var(--theme-elevation-500)', fontWeight: 400 }}
                      >
                        {t(`privacy:${key}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {section.rows.map((row, n) => (
                    // Striped as Payload's own lists are.
                    <tr
                      key={row.id}
                      style={{ background: n % 2 === 0 ? 'var(--theme-elevation-50)' : undefined }}
                    >
                      <td style={cell}>
                        <a href={`${admin}/${row.href}`}>{row.id}</a>
                      </td>
                      <td style={cell}>{row.date}</td>
                      <td style={cell}>{row.who}</td>
                      <td style={cell}>{row.what}</td>
                      <td style={cell}>
                        <span
                          className="pill pill--style-light"
                          style={{ padding: '0.1rem 0.5rem', whiteSpace: 'normal' }}
                        >
                          {row.status}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ))}

      <section aria-labelledby="customer-export" style={{ marginTop: '2rem' }}>
        <h3 id="customer-export">{t('privacy:exportTitle')}</h3>
        <p>{t('privacy:exportText')}</p>
        <p style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
          <a
            className="btn btn--style-secondary btn--size-medium"
            style={{ margin: 0 }}
            href={exportHref('json')}
          >
            {t('privacy:exportJson')}
          </a>
          <a
            className="btn btn--style-secondary btn--size-medium"
            style={{ margin: 0 }}
            href={exportHref('csv')}
          >
            {t('privacy:exportCsv')}
          </a>
        </p>
      </section>

      <EraseForm query={query} sections={held} t={t} />
    </>
  )
}

/** The irreversible action, set apart in the admin's danger colour, naming what goes. */
function EraseForm({
  query,
  sections,
  t,
}: {
  query: SubjectQuery
  sections: SubjectSection[]
  t: T
}) {
  return (
    <form
      method="post"
      action="/api/privacy/erase"
      aria-labelledby="customer-erase"
      style={{
        marginTop: '2.5rem',
        padding: '1.25rem 1.5rem',
        border: '1px solid var(--theme-error-400)',
        borderRadius: 'var(--style-radius-m)',
        background: 'var(--theme-error-50)',
      }}
    >
      <h3 id="customer-erase" style={{ marginTop: 0, color: 'var(--theme-error-750)' }}>
        {t('privacy:eraseTitle')}
      </h3>
      <p>{t('privacy:eraseText')}</p>
      <p style={{ marginBottom: '0.25rem', fontWeight: 600 }}>{t('privacy:eraseWill')}</p>
      <ul style={{ marginTop: 0 }}>
        {sections.map((section) => (
          <li key={section.kind}>
            <strong>
              {t(`privacy:${section.kind}`)}: {section.rows.length}
            </strong>{' '}
            ({t(`privacy:${section.fate}`)})
          </li>
        ))}
      </ul>
      <input type="hidden" name="email" value={query.email ?? ''} />
      <input type="hidden" name="plate" value={query.plate ?? ''} />
      <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', margin: '1rem 0' }}>
        <input
          type="checkbox"
          name="confirm"
          value="yes"
          required
          style={{ width: '1.1rem', height: '1.1rem' }}
        />
        {t('privacy:eraseConfirm')}
      </label>
      <button
        type="submit"
        className="btn btn--size-medium"
        style={{
          margin: 0,
          background: 'var(--theme-error-500)',
          color: 'var(--theme-base-0, #fff)',
          border: '1px solid var(--theme-error-600)',
        }}
      >
        {t('privacy:erase')}
      </button>
    </form>
  )
}
