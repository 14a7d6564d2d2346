import type { CollectionConfig } from 'payload'

import { tags } from '../src/data/cache-tags'
import { anyone, isStaff } from './access'
import { revalidateCollection, revalidateOnDelete } from './hooks/revalidate'

const redirectTags = () => [tags.catalogue]

/**
 * Old catalogue paths and where they moved (an engine's power was corrected, a model renamed).
 * Kept by the importer and the rename hooks; the site answers 301 from `from` to `to`.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: {
    singular: { nl: 'Doorverwijzing', en: 'Redirect', de: 'Weiterleitung' },
    plural: { nl: 'Doorverwijzingen', en: 'Redirects', de: 'Weiterleitungen' },
  },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  admin: { useAsTitle: 'from', defaultColumns: ['from', 'to', 'updatedAt'], group: 'Catalogus' },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { nl: 'Oud pad', en: 'Old path', de: 'Alter Pfad' },
      admin: {
        description: {
          nl: 'Bijv. audi/a4/2015-2019/122pk',
          en: 'E.g. audi/a4/2015-2019/122pk',
          de: 'Z. B. audi/a4/2015-2019/122pk',
        },
      },
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      label: { nl: 'Nieuw pad', en: 'New path', de: 'Neuer Pfad' },
    },
  ],
  hooks: {
    afterChange: [revalidateCollection(redirectTags)],
    afterDelete: [revalidateOnDelete(redirectTags)],
  },
}
