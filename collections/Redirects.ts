import type { CollectionConfig } from 'payload'

import { tags } from '@/data/cache-tags'

import { anyone, isStaff } from './access'
import { revalidateCollection, revalidateOnDelete } from './hooks/revalidate'
import { groups, label, labels } from './labels'

const redirectTags = () => [tags.catalogue]

/**
 * Old catalogue paths and where they moved (an engine's power was corrected, a model renamed).
 * Kept by the importer and the rename hooks; the site answers 301 from `from` to `to`.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: labels(
    ['Doorverwijzing', 'Redirect', 'Weiterleitung'],
    ['Doorverwijzingen', 'Redirects', 'Weiterleitungen'],
  ),
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  admin: {
    useAsTitle: 'from',
    defaultColumns: ['from', 'to', 'updatedAt'],
    group: groups.catalogue,
  },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: label('Oud pad', 'Old path', 'Alter Pfad'),
      admin: {
        description: label(
          'Bijv. audi/a4/2015-2019/122pk',
          'E.g. audi/a4/2015-2019/122pk',
          'Z. B. audi/a4/2015-2019/122pk',
        ),
      },
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      label: label('Nieuw pad', 'New path', 'Neuer Pfad'),
    },
  ],
  hooks: {
    afterChange: [revalidateCollection(redirectTags)],
    afterDelete: [revalidateOnDelete(redirectTags)],
  },
}
