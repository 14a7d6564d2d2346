import type { CollectionConfig, Field } from 'payload'

const DATE_CELL = '/src/kit/admin/DateCell#DateCell'
const READ_ONLY_DATE = '/src/kit/admin/DateField#ReadOnlyDateField'

/** Every date field, in rows, collapsibles, groups, arrays and tabs, with the admin's date style. */
function withDateStyle(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'date') {
      const components = field.admin?.components ?? {}
      return {
        ...field,
        admin: {
          ...field.admin,
          components: {
            ...components,
            Cell: components.Cell ?? DATE_CELL,
            ...(field.admin?.readOnly ? { Field: components.Field ?? READ_ONLY_DATE } : {}),
          },
        },
      }
    }
    if (field.type === 'tabs')
      return {
        ...field,
        tabs: field.tabs.map((tab) => ({ ...tab, fields: withDateStyle(tab.fields) })),
      }
    if ('fields' in field) return { ...field, fields: withDateStyle(field.fields) } as Field
    return field
  })
}

/**
 * Payload's own timestamps as it adds them (sanitize: type date, indexed, hidden in the form,
 * the same columns), declared here only so their list column takes our cell: Payload adds a
 * timestamp only when a collection does not declare it.
 */
const timestamp = (name: 'createdAt' | 'updatedAt'): Field => ({
  name,
  type: 'date',
  index: true,
  label: ({ t }) => t(`general:${name}`),
  admin: { hidden: true, disableBulkEdit: true, components: { Cell: DATE_CELL } },
})

/**
 * One date style in every list and form of the admin (src/kit/format/admin-date.ts): each date
 * column, the createdAt/updatedAt columns included, and each read-only date in a form.
 */
export function withAdminDates(config: CollectionConfig): CollectionConfig {
  const fields = withDateStyle(config.fields)
  if (config.timestamps === false) return { ...config, fields }
  const declared = (name: string) => fields.some((f) => 'name' in f && f.name === name)
  const missing = (['updatedAt', 'createdAt'] as const).filter((name) => !declared(name))
  return { ...config, fields: [...fields, ...missing.map(timestamp)] }
}
