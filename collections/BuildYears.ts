import type { CollectionConfig } from 'payload'

import { tags } from '../src/data/cache-tags'
import { firstYear } from '../src/domain/years'
import { anyone, isStaff } from './access'
import { pathField, slugField } from './fields/slug'
import { catalogueHook } from './hooks/catalogue-path'
import { moveDescendants } from './hooks/descendant-paths'
import { revalidateCollection, revalidateOnDelete } from './hooks/revalidate'

const yearTags = () => [tags.catalogue]

export const BuildYears: CollectionConfig = {
  slug: 'build-years',
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  admin: {
    useAsTitle: 'label',
    defaultColumns: ['label', 'model', 'path', 'underConstruction'],
    group: 'Catalogus',
    listSearchableFields: ['label', 'path'],
  },
  defaultSort: '-sortYear',
  fields: [
    { name: 'model', type: 'relationship', relationTo: 'models', required: true, index: true },
    {
      name: 'brand',
      type: 'relationship',
      relationTo: 'brands',
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'label', type: 'text', required: true, admin: { description: 'Bijv. 2015-2019' } },
    slugField('label'),
    pathField,
    {
      name: 'sortYear',
      type: 'number',
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
      hooks: { beforeChange: [({ siblingData }) => firstYear(String(siblingData.label ?? ''))] },
    },
    { name: 'underConstruction', type: 'checkbox', defaultValue: false },
  ],
  hooks: {
    beforeChange: [catalogueHook({ collection: 'models', field: 'model' }, ['brand'])],
    afterChange: [
      moveDescendants([{ collection: 'engines', field: 'buildYear' }]),
      revalidateCollection(yearTags),
    ],
    afterDelete: [revalidateOnDelete(yearTags)],
  },
}
