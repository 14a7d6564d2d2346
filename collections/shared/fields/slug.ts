import type { Field, FieldHook } from 'payload'

import { slugify } from '@/catalogue'
import { label } from '@/i18n/admin-labels'

/** Fills the slug from another field when staff leave it empty, and normalises typed slugs. */
const slugFrom =
  (source: string): FieldHook =>
  ({ value, data }) => {
    const typed = typeof value === 'string' ? value : ''
    const fromSource = typeof data?.[source] === 'string' ? (data[source] as string) : ''
    return slugify(typed || fromSource)
  }

export function slugField(source: string, { unique = false } = {}): Field {
  return {
    name: 'slug',
    label: label('Slug', 'Slug', 'Slug'),
    type: 'text',
    required: true,
    index: true,
    unique,
    // Part of the page's address: made from the name on the first save, not typed, so no
    // address changes by a slip in the form (the REST API still takes a deliberate change).
    admin: {
      position: 'sidebar',
      readOnly: true,
      description: label(
        'Bij het eerste opslaan uit de naam gemaakt.',
        'Made from the name on the first save.',
        'Beim ersten Speichern aus dem Namen gebildet.',
      ),
    },
    hooks: { beforeValidate: [slugFrom(source)] },
  }
}

/** Full catalogue path such as `audi/a4/2015-2019/150pk`, kept by the collection's hook. */
export const pathField: Field = {
  name: 'path',
  label: label('Pad', 'Path', 'Pfad'),
  type: 'text',
  unique: true,
  index: true,
  admin: { position: 'sidebar', readOnly: true },
}
