import { FieldDescription, FieldLabel } from '@payloadcms/ui'
import type { DateFieldServerProps } from 'payload'

import { adminLanguage } from '@/i18n/admin-texts'
import { adminDate } from '@/kit/format/admin-date'

/**
 * A date the system writes and staff only read (a consent, a mail's sending, an offer's hold),
 * in the admin's one date style instead of Payload's disabled picker in digits.
 */
export function ReadOnlyDateField(props: DateFieldServerProps) {
  const { clientField, path, value, i18n } = props
  const text = adminDate(value, adminLanguage(i18n.language))
  const description = clientField.admin?.description
  return (
    <div className="field-type date read-only" data-date-field={path}>
      <FieldLabel label={clientField.label} path={path} />
      <div style={{ padding: '0.35rem 0' }}>{text || '—'}</div>
      {typeof description === 'string' ? (
        <FieldDescription description={description} path={path} />
      ) : null}
    </div>
  )
}
