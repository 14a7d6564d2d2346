'use client'

import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import { format, parseISO } from 'date-fns'
import type { TextFieldClient } from 'payload'
import { useState } from 'react'
import { DayPicker, type Matcher } from 'react-day-picker'
import { de, enGB, nl } from 'react-day-picker/locale'
import 'react-day-picker/style.css'

import type { AdminLanguage } from '@/i18n/admin-texts'
import { longDate } from '@/kit/format/long-date'

import type { DatePickerTexts } from './date-picker-texts'
import type { MoveDays } from '../rules/move-days'

const locales = { nl, en: enGB, de } as const

// react-day-picker draws in browser blue; here in the admin's own colours, a full day struck out.
const pickerCss = `
.admin-day-picker .rdp-root { --rdp-accent-color: var(--theme-elevation-800); --rdp-accent-background-color: var(--theme-elevation-100); }
.admin-day-picker .rdp-disabled { opacity: 0.35; }
.admin-day-picker .admin-day-picker__full button { text-decoration: line-through; }
`
const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)

/**
 * The booking's day as a written-out date with a calendar under a button: past, closed and full
 * days cannot be chosen, the booking's own day stays selectable. The value stays yyyy-MM-dd.
 */
export function AppointmentDatePicker({
  field,
  path,
  readOnly,
  language,
  days,
  texts,
  description,
}: {
  field: Pick<TextFieldClient, 'label' | 'required'>
  path: string
  readOnly: boolean
  language: AdminLanguage
  days: MoveDays
  texts: DatePickerTexts
  description?: string
}) {
  const { value, setValue, showError, errorMessage, initialValue } = useField<string>({ path })
  const [open, setOpen] = useState(false)
  const own = isDay(initialValue) ? initialValue : undefined
  const full = new Set(days.full)
  const closed = new Set(days.closed)
  const at = (day: Date) => format(day, 'yyyy-MM-dd')
  const disabled: Matcher[] = [
    (day) => {
      const date = at(day)
      if (date === own) return false
      return date < days.first || date > days.last || closed.has(date) || full.has(date)
    },
  ]
  const selected = isDay(value) ? value : undefined
  const pickerId = `picker-${path}`
  return (
    <div className="field-type text" data-appointment-date>
      <FieldLabel label={field.label} path={path} required={field.required} />
      <div style={{ position: 'relative' }}>
        <FieldError path={path} showError={showError} message={errorMessage} />
        <p style={{ margin: '0.25rem 0 0.5rem', fontWeight: 600 }} data-chosen-day={selected}>
          {selected ? longDate(selected, language) : texts.choose}
        </p>
        {readOnly ? null : (
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"
            style={{ margin: 0 }}
            aria-expanded={open}
            aria-controls={pickerId}
            onClick={() => setOpen(!open)}
          >
            {open ? texts.close : texts.change}
          </button>
        )}
      </div>
      {open ? (
        <div id={pickerId} className="admin-day-picker" style={{ marginTop: '0.5rem' }}>
          <style>{pickerCss}</style>
          <DayPicker
            mode="single"
            locale={locales[language]}
            weekStartsOn={1}
            startMonth={parseISO(days.first)}
            endMonth={parseISO(days.last)}
            defaultMonth={selected ? parseISO(selected) : parseISO(days.first)}
            disabled={disabled}
            modifiers={{
              full: (day) => full.has(at(day)) && at(day) !== own,
              closed: (day) => closed.has(at(day)),
            }}
            modifiersClassNames={{
              full: 'admin-day-picker__full',
              closed: 'admin-day-picker__closed',
            }}
            selected={selected ? parseISO(selected) : undefined}
            onSelect={(day) => {
              if (!day) return
              setValue(at(day))
              setOpen(false)
            }}
            footer={<small>{texts.legend}</small>}
          />
        </div>
      ) : null}
      {description ? <FieldDescription description={description} path={path} /> : null}
    </div>
  )
}
