import type { CollectionConfig } from 'payload'

import { groups, label, labels } from '@/i18n/admin-labels'
import { tags } from '@/platform/data/cache-tags'

import { anyone, byRole } from '../shared/access'
import { bareRedirectPaths, validateRedirectFrom, validateRedirectTo } from './hooks/redirect-paths'
import { revalidateCollection, revalidateOnDelete } from '../shared/revalidate'

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
  access: byRole('redirects', { read: anyone }),
  admin: {
    useAsTitle: 'from',
    defaultColumns: ['from', 'to', 'updatedAt'],
    group: groups.system,
  },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: validateRedirectFrom,
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
      validate: validateRedirectTo,
      label: label('Nieuw pad', 'New path', 'Neuer Pfad'),
      admin: {
        description: label(
          'Een bestaande pagina, bijv. audi/a4/2015-2019/150pk',
          'An existing page, e.g. audi/a4/2015-2019/150pk',
          'Eine bestehende Seite, z. B. audi/a4/2015-2019/150pk',
        ),
      },
    },
  ],
  hooks: {
    beforeValidate: [bareRedirectPaths],
    afterChange: [revalidateCollection(redirectTags)],
    afterDelete: [revalidateOnDelete(redirectTags)],
  },
}
