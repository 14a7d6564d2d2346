import type { TextFieldServerProps } from 'payload'

import { adminLanguage } from '@/i18n/admin-texts'
import { fieldDescription } from '@/kit/admin/field-words'

import { AppointmentDatePicker } from './AppointmentDatePicker.client'
import { datePickerTexts } from './date-picker-texts'
import { moveDaysFor } from './move-days-data'

/**
 * A booking's day in its form: the day written out and a calendar that offers only open days
 * with a free place (closed and full days greyed out), instead of a typed yyyy-mm-dd. The
 * server reads the days here, when the form is built; the save still checks the chosen day.
 */
export async function AppointmentDateField(props: TextFieldServerProps) {
  const { clientField, field, path, payload, i18n, id, readOnly } = props
  const language = adminLanguage(i18n.language)
  const description = fieldDescription(field.admin?.description, i18n)
  const days = await moveDaysFor(payload, id)
  return (
    <AppointmentDatePicker
      field={clientField}
      path={path}
      readOnly={Boolean(readOnly || clientField.admin?.readOnly)}
      language={language}
      days={days}
      texts={datePickerTexts[language]}
      description={description}
    />
  )
}
