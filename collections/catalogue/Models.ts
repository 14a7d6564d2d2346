import type { CollectionConfig } from 'payload'

import { common, groups, label, labels } from '@/i18n/admin-labels'
import { tags } from '@/platform/data/cache-tags'

import { anyone, byRole } from '../shared/access'
import { catalogueHook } from './hooks/catalogue-path'
import { moveDescendants } from './hooks/descendant-paths'
import { childWords, keepChildren } from './hooks/keep-children'
import { pathField, slugField } from '../shared/fields/slug'
import { viewOnSiteField } from '../shared/fields/view-on-site'
import { revalidateCollection, revalidateOnDelete } from '../shared/revalidate'
import { catalogueWarm } from '../shared/warm'

const modelTags = () => [tags.catalogue]

export const Models: CollectionConfig = {
  slug: 'models',
  labels: labels(['Model', 'Model', 'Modell'], ['Modellen', 'Models', 'Modelle']),
  access: byRole('models', { read: anyone }),
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'brand', 'path', 'underConstruction'],
    group: groups.catalogue,
    listSearchableFields: ['name', 'path'],
  },
  defaultSort: 'name',
  fields: [
    {
      name: 'brand',
      label: common.brand,
      type: 'relationship',
      relationTo: 'brands',
      required: true,
      index: true,
    },
    { name: 'name', label: common.name, type: 'text', required: true },
    slugField('name'),
    pathField,
    viewOnSiteField('catalogue'),
    {
      name: 'underConstruction',
      label: common.underConstruction,
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description: label(
          'Toont een "Binnenkort"-kaart in plaats van de bouwjaren.',
          'Shows a "Coming soon" card instead of the build years.',
          'Zeigt eine „Demnächst“-Karte statt der Baujahre.',
        ),
      },
    },
  ],
  hooks: {
    beforeDelete: [keepChildren('build-years', 'model', childWords.buildYears)],
    beforeChange: [catalogueHook({ collection: 'brands', field: 'brand' })],
    afterChange: [
      moveDescendants([
        { collection: 'build-years', field: 'model', inherit: ['brand'] },
        { collection: 'engines', field: 'model', inherit: ['brand'] },
      ]),
      revalidateCollection(modelTags),
      catalogueWarm,
    ],
    afterDelete: [revalidateOnDelete(modelTags)],
  },
}
