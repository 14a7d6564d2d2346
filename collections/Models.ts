import type { CollectionConfig } from 'payload'

import { tags } from '../src/data/cache-tags'
import { anyone, isStaff } from './access'
import { pathField, slugField } from './fields/slug'
import { catalogueHook } from './hooks/catalogue-path'
import { moveDescendants } from './hooks/descendant-paths'
import { revalidateCollection, revalidateOnDelete } from './hooks/revalidate'

const modelTags = () => [tags.catalogue]

export const Models: CollectionConfig = {
  slug: 'models',
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'brand', 'path', 'underConstruction'],
    group: 'Catalogus',
    listSearchableFields: ['name', 'path'],
  },
  defaultSort: 'name',
  fields: [
    { name: 'brand', type: 'relationship', relationTo: 'brands', required: true, index: true },
    { name: 'name', type: 'text', required: true },
    slugField('name'),
    pathField,
    {
      name: 'underConstruction',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Toont een "Binnenkort"-kaart in plaats van de bouwjaren.' },
    },
  ],
  hooks: {
    beforeChange: [catalogueHook({ collection: 'brands', field: 'brand' })],
    afterChange: [
      moveDescendants([
        { collection: 'build-years', field: 'model' },
        { collection: 'engines', field: 'model' },
      ]),
      revalidateCollection(modelTags),
    ],
    afterDelete: [revalidateOnDelete(modelTags)],
  },
}
