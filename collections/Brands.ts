import type { CollectionConfig } from 'payload'

import { tags } from '../src/data/cache-tags'
import { brandCategories } from '../src/domain/categories'
import { anyone, isStaff } from './access'
import { pathField, slugField } from './fields/slug'
import { seoField } from './fields/seo'
import { catalogueHook } from './hooks/catalogue-path'
import { moveDescendants } from './hooks/descendant-paths'
import { revalidateCollection, revalidateOnDelete } from './hooks/revalidate'

const brandTags = () => [tags.catalogue]

export const Brands: CollectionConfig = {
  slug: 'brands',
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'slug', 'updatedAt'],
    group: 'Catalogus',
    listSearchableFields: ['name', 'slug'],
  },
  defaultSort: 'name',
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name', { unique: true }),
    pathField,
    {
      name: 'category',
      type: 'select',
      required: true,
      defaultValue: 'cars',
      index: true,
      options: brandCategories.map((value) => ({ label: value, value })),
    },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'intro', type: 'textarea', localized: true },
    seoField,
  ],
  hooks: {
    beforeChange: [catalogueHook(null)],
    afterChange: [
      moveDescendants([
        { collection: 'models', field: 'brand' },
        { collection: 'build-years', field: 'brand' },
        { collection: 'engines', field: 'brand' },
      ]),
      revalidateCollection(brandTags),
    ],
    afterDelete: [revalidateOnDelete(brandTags)],
  },
}
