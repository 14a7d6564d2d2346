import type { FieldHook, GroupField, TextField } from 'payload'

import { common, label, labels } from '@/i18n/admin-labels'

/**
 * Leaves a field out of a copy. A beforeDuplicate hook that returns undefined keeps the copied
 * value, and an explicit null counts as a value in MongoDB's sparse unique index.
 */
const leftOutOfCopies: FieldHook = ({ field, siblingData }) => {
  if ('name' in field && field.name) delete (siblingData as Record<string, unknown>)[field.name]
  return undefined
}

/**
 * A unique key staff never see. A copy made with the admin's Duplicate is a booking of its own:
 * it gets its own manage link (and mail) and no request key; copied, both broke the index.
 */
export const hiddenKey = (name: string): TextField => ({
  name,
  type: 'text',
  unique: true,
  index: true,
  admin: { hidden: true },
  hooks: { beforeDuplicate: [leftOutOfCopies] },
})

/**
 * The package the customer chose on the engine page, with the prices they were shown then
 * (incl. BTW): what they booked, whatever Pricing says later.
 */
export const orderField: GroupField = {
  name: 'order',
  label: label('Gekozen pakket', 'Chosen package', 'Gewähltes Paket'),
  type: 'group',
  admin: { condition: (data) => Boolean(data?.order?.total), readOnly: true },
  fields: [
    {
      name: 'lines',
      label: label('Onderdelen', 'Items', 'Posten'),
      type: 'array',
      labels: labels(['Onderdeel', 'Item', 'Posten'], ['Onderdelen', 'Items', 'Posten']),
      admin: { readOnly: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', label: common.name, type: 'text', required: true },
            { name: 'price', label: common.price, type: 'number', required: true },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'total',
          label: label('Totaal incl. BTW', 'Total incl. VAT', 'Gesamt inkl. MwSt.'),
          type: 'number',
          admin: { readOnly: true },
        },
        {
          name: 'promotion',
          label: label('Actieprijs', 'Promotion price', 'Aktionspreis'),
          type: 'checkbox',
          admin: { readOnly: true },
        },
        {
          name: 'normalPrice',
          label: label('Normale Stage 1-prijs', 'Normal Stage 1 price', 'Normaler Stage-1-Preis'),
          type: 'number',
          admin: { readOnly: true, condition: (_, sibling) => Boolean(sibling?.promotion) },
        },
      ],
    },
  ],
}
