import type { Field } from 'payload'

import { common, label } from '@/i18n/admin-labels'

export const seoField: Field = {
  name: 'seo',
  type: 'group',
  label: label('SEO', 'SEO', 'SEO'),
  admin: {
    description: label(
      'Optioneel: overschrijft de standaard titel en omschrijving.',
      'Optional: replaces the standard title and description.',
      'Optional: ersetzt den Standardtitel und die Standardbeschreibung.',
    ),
  },
  fields: [
    {
      name: 'title',
      label: label('Titel', 'Title', 'Titel'),
      type: 'text',
      localized: true,
    },
    {
      name: 'description',
      label: common.description,
      type: 'textarea',
      localized: true,
    },
  ],
}
