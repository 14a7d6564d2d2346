import { FieldDescription, FieldLabel } from '@payloadcms/ui'
import type { DateFieldServerProps } from 'payload'

import { adminLanguage } from '@/i18n/admin-texts'
import { fieldDescription } from '@/kit/admin/field-words'
import { adminDate } from '@/kit/format/admin-date'

/**
 * A date the system writes and staff only read (a consent, a mail's sending, an offer's hold),
 * in the admin's one date style instead of Payload's disabled picker in digits.
 */
export function ReadOnlyDateField(props: DateFieldServerProps) {
  const { clientField, field, path, value, i18n } = props
  const text = adminDate(value, adminLanguage(i18n.language))
  const description = fieldDescription(field.admin?.description, i18n)
  return (
    <div className="field-type date read-only" data-date-field={path}>
      <FieldLabel label={clientField.label} path={path} />
      <div style={{ padding: '0.35rem 0' }}>{text || '—'}</div>
      {description ? <FieldDescription description={description} path={path} /> : null}
    </div>
  )
}
