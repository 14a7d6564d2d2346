import type { CollectionConfig } from 'payload'

import type { BrandCategory } from '@/catalogue'
import { common, groups, label, labels, options } from '@/i18n/admin-labels'
import { tags } from '@/platform/data/cache-tags'

import { anyone, byRole } from '../shared/access'
import { catalogueHook } from './hooks/catalogue-path'
import { moveDescendants } from './hooks/descendant-paths'
import { childWords, keepChildren } from './hooks/keep-children'
import { seoField } from '../shared/fields/seo'
import { pathField, slugField } from '../shared/fields/slug'
import { viewOnSiteField } from '../shared/fields/view-on-site'
import { revalidateCollection, revalidateOnDelete } from '../shared/revalidate'
import { catalogueWarm } from '../shared/warm'

const categoryLabels: Record<BrandCategory, readonly [string, string, string]> = {
  cars: ["Personenauto's", 'Cars', 'Pkw'],
  commercial: ['Bedrijfswagens', 'Vans', 'Nutzfahrzeuge'],
  trucks: ['Vrachtwagens', 'Trucks', 'Lkw'],
  agriculture: ['Landbouw', 'Agriculture', 'Landwirtschaft'],
  motorcycles: ['Motoren', 'Motorcycles', 'Motorräder'],
  marine: ['Boten', 'Boats', 'Boote'],
}

const brandTags = () => [tags.catalogue]

export const Brands: CollectionConfig = {
  slug: 'brands',
  labels: labels(['Merk', 'Brand', 'Marke'], ['Merken', 'Brands', 'Marken']),
  access: byRole('brands', { read: anyone }),
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'slug', 'updatedAt'],
    group: groups.catalogue,
    listSearchableFields: ['name', 'slug'],
  },
  defaultSort: 'name',
  fields: [
    { name: 'name', label: common.name, type: 'text', required: true },
    slugField('name', { unique: true }),
    pathField,
    viewOnSiteField('catalogue'),
    {
      name: 'category',
      label: label('Categorie', 'Category', 'Kategorie'),
      type: 'select',
      required: true,
      defaultValue: 'cars',
      index: true,
      options: options(categoryLabels),
    },
    {
      name: 'logo',
      label: label('Logo', 'Logo', 'Logo'),
      type: 'upload',
      relationTo: 'media',
    },
    {
      name: 'intro',
      label: label('Introductie', 'Introduction', 'Einleitung'),
      type: 'textarea',
      localized: true,
    },
    seoField,
  ],
  hooks: {
    beforeDelete: [keepChildren('models', 'brand', childWords.models)],
    beforeChange: [catalogueHook(null)],
    afterChange: [
      moveDescendants([
        { collection: 'models', field: 'brand' },
        { collection: 'build-years', field: 'brand' },
        { collection: 'engines', field: 'brand' },
      ]),
      revalidateCollection(brandTags),
      catalogueWarm,
    ],
    afterDelete: [revalidateOnDelete(brandTags)],
  },
}
