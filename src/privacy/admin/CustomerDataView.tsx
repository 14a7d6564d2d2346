import type { AdminViewServerProps } from 'payload'

import { adminLanguage, withAdminKeys } from '@/i18n/admin-texts'
import { AdminScreen } from '@/kit/admin/AdminScreen'
import { firstParam as one } from '@/platform/search-param'
import { screenUser, optionLabel } from '@/staff/server'

import { CustomerDataResults } from './CustomerDataResults'
import { subjectSections } from './subject-sections'
import { type PrivacyKey } from './texts'
import { subjectQuery } from '../rules/subject'
import { findSubject } from '../server/subject'

/** One of Payload's own text fields, as its forms draw it: label above, its input's styling. */
function SearchField(props: { name: string; label: string; type?: string; value?: string }) {
  const id = `customer-data-${props.name}`
  return (
    <div className="field-type text" style={{ flex: '1 1 16rem' }}>
      <label className="field-label" htmlFor={id} style={{ paddingLeft: 0 }}>
        {props.label}
      </label>
      <div className="field-type__wrap">
        <input id={id} name={props.name} type={props.type ?? 'text'} defaultValue={props.value} />
      </div>
    </div>
  )
}

/**
 * /admin/klantgegevens, the owner's (src/staff/rules/roles.ts): one customer's data by e-mail
 * address or plate, everything held under headings, its export as JSON or CSV (AVG art. 15)
 * and its erasure in one confirmed action that names what it erases (art. 17).
 */
export async function CustomerDataView(view: AdminViewServerProps) {
  screenUser(view, 'customer-data', '/klantgegevens')
  const { searchParams } = view
  const { payload, i18n } = view.initPageResult.req
  const language = adminLanguage(i18n.language)
  const t = withAdminKeys<`privacy:${PrivacyKey}`>(i18n.t)
  const query = subjectQuery({ email: one(searchParams?.email), plate: one(searchParams?.plate) })
  const data = query ? await findSubject(payload, query) : null
  const sections = data
    ? subjectSections(data, language, (collection, field, value) =>
        optionLabel(payload, i18n, collection, field, value),
      )
    : []
  const erased = one(searchParams?.erased)
  return (
    <AdminScreen view={view} style={{ maxWidth: '80rem' }}>
      <h1>{t('privacy:title')}</h1>
      <p style={{ maxWidth: '48rem', color: 'var(--theme-elevation-800)' }}>{t('privacy:intro')}</p>
      {erased && (
        <div
          role="status"
          className="banner banner--type-success"
          style={{ padding: '0.75rem 1rem', borderRadius: 'var(--style-radius-m)' }}
        >
          {t('privacy:erased', {
            bookings: one(searchParams?.bookings) ?? 0,
            requests: one(searchParams?.requests) ?? 0,
            mails: one(searchParams?.mails) ?? 0,
            waitlist: one(searchParams?.waitlist) ?? 0,
          })}
        </div>
      )}
      <form
        method="get"
        role="search"
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: '1rem',
          alignItems: 'end',
          margin: '1.5rem 0',
        }}
      >
        <SearchField name="email" type="email" label={t('privacy:email')} value={query?.email} />
        <SearchField name="plate" label={t('privacy:plate')} value={query?.plate} />
        <button
          type="submit"
          className="btn btn--style-primary btn--size-medium"
          // As tall as Payload's inputs beside it.
          style={{ margin: 0, height: '40px' }}
        >
          {t('privacy:search')}
        </button>
      </form>
      {query && (
        <CustomerDataResults
          query={query}
          sections={sections}
          language={language}
          admin={payload.config.routes.admin}
          t={t}
        />
      )}
    </AdminScreen>
  )
}
