import type { CollectionConfig } from 'payload'

import { firstYear } from '@/catalogue'
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

const yearTags = () => [tags.catalogue]

export const BuildYears: CollectionConfig = {
  slug: 'build-years',
  labels: labels(['Bouwjaar', 'Build year', 'Baujahr'], ['Bouwjaren', 'Build years', 'Baujahre']),
  access: byRole('build-years', { read: anyone }),
  admin: {
    useAsTitle: 'label',
    defaultColumns: ['label', 'model', 'path', 'underConstruction'],
    group: groups.catalogue,
    listSearchableFields: ['label', 'path'],
  },
  defaultSort: '-sortYear',
  fields: [
    {
      name: 'model',
      label: common.model,
      type: 'relationship',
      relationTo: 'models',
      required: true,
      index: true,
    },
    {
      name: 'brand',
      label: common.brand,
      type: 'relationship',
      relationTo: 'brands',
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'label',
      label: label('Bouwjaren', 'Years', 'Baujahre'),
      type: 'text',
      required: true,
      admin: { description: label('Bijv. 2015-2019', 'E.g. 2015-2019', 'Z. B. 2015-2019') },
    },
    slugField('label'),
    pathField,
    viewOnSiteField('catalogue'),
    {
      name: 'sortYear',
      label: label('Eerste jaar', 'First year', 'Erstes Jahr'),
      type: 'number',
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
      hooks: { beforeChange: [({ siblingData }) => firstYear(String(siblingData.label ?? ''))] },
    },
    {
      name: 'underConstruction',
      label: common.underConstruction,
      type: 'checkbox',
      defaultValue: false,
    },
  ],
  hooks: {
    beforeDelete: [keepChildren('engines', 'buildYear', childWords.engines)],
    beforeChange: [catalogueHook({ collection: 'models', field: 'model' }, ['brand'])],
    afterChange: [
      moveDescendants([{ collection: 'engines', field: 'buildYear', inherit: ['model', 'brand'] }]),
      revalidateCollection(yearTags),
      catalogueWarm,
    ],
    afterDelete: [revalidateOnDelete(yearTags)],
  },
}
