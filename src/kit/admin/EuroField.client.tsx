'use client'

import {
  FieldDescription,
  FieldError,
  FieldLabel,
  fieldBaseClass,
  useField,
  useTranslation,
} from '@payloadcms/ui'
import type { NumberFieldClientComponent } from 'payload'
import { type CSSProperties, useCallback, useState } from 'react'

import { formatAmountInput, parseAmountInput } from '@/kit/format/admin-money'

/**
 * A price in the admin: "€" before the amount, shown with two decimals in the staff member's
 * notation ("299,00"); typed with a comma or a point. Payload's number field has no prefix and
 * its number input drops the cents ("299").
 */
export const EuroField: NumberFieldClientComponent = ({
  field,
  path: pathFromProps,
  readOnly,
  validate,
}) => {
  const { i18n } = useTranslation()
  const { max, min, required } = field
  // Payload's own check of a number (required, min, "not a number" for what is no amount).
  const check = useCallback<NonNullable<typeof validate>>(
    (value, options) => validate?.(value, { ...options, max, min, required }) ?? true,
    [validate, max, min, required],
  )
  const { customComponents, disabled, path, setValue, showError, value } = useField<
    number | string | null
  >({ potentiallyStalePath: pathFromProps, validate: check as never })
  // While staff type, the input holds their text; otherwise the stored amount, formatted.
  const [draft, setDraft] = useState<string | null>(null)
  const shown =
    draft ?? (typeof value === 'number' ? formatAmountInput(value, i18n.language) : (value ?? ''))
  const inputId = `field-${path.replace(/\./g, '__')}`
  const locked = readOnly || disabled

  return (
    <div
      className={[fieldBaseClass, 'number', showError && 'error', locked && 'read-only']
        .filter(Boolean)
        .join(' ')}
      // As Payload's own fields size themselves in a row (its mergeFieldStyles).
      style={
        field.admin?.width
          ? ({ '--field-width': field.admin.width } as CSSProperties)
          : { flex: '1 1 auto' }
      }
    >
      {customComponents?.Label ?? (
        <FieldLabel htmlFor={inputId} label={field.label} path={path} required={field.required} />
      )}
      <div className={`${fieldBaseClass}__wrap`}>
        {customComponents?.Error ?? <FieldError path={path} showError={showError} />}
        <div style={{ position: 'relative' }}>
          <span
            aria-hidden
            style={{
              position: 'absolute',
              insetBlock: 0,
              insetInlineStart: '0.9rem',
              display: 'flex',
              alignItems: 'center',
              color: 'var(--theme-elevation-600)',
              pointerEvents: 'none',
            }}
          >
            €
          </span>
          <input
            id={inputId}
            name={path}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            disabled={locked}
            value={shown}
            style={{ paddingInlineStart: '2rem' }}
            onFocus={() => setDraft(shown)}
            onChange={(event) => {
              setDraft(event.target.value)
              const amount = parseAmountInput(event.target.value)
              // Not an amount: kept as typed, so the field's check names the mistake.
              setValue(amount === 'invalid' ? event.target.value : amount)
            }}
            onBlur={() => setDraft(null)}
          />
        </div>
        {customComponents?.Description ?? (
          <FieldDescription description={field.admin?.description} path={path} />
        )}
      </div>
    </div>
  )
}
