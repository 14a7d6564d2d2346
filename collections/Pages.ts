import type { CollectionConfig } from 'payload'

import { tags } from '../src/data/cache-tags'
import { anyone, isStaff } from './access'
import { slugField } from './fields/slug'
import { seoField } from './fields/seo'
import { revalidateCollection, revalidateOnDelete } from './hooks/revalidate'

const pageTags = () => [tags.pages]

export const pageKinds = ['legal', 'about', 'services', 'topic', 'hub', 'local'] as const

export const Pages: CollectionConfig = {
  slug: 'pages',
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'kind', 'updatedAt'],
    group: 'Inhoud',
  },
  defaultSort: 'slug',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField('title', { unique: true }),
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'legal',
      index: true,
      options: pageKinds.map((value) => ({ label: value, value })),
    },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'intro', type: 'textarea', localized: true },
    { name: 'content', type: 'richText', localized: true },
    {
      name: 'local',
      type: 'group',
      admin: { condition: (data) => data?.kind === 'local' },
      fields: [
        { name: 'place', type: 'text' },
        { name: 'region', type: 'text' },
        { name: 'distanceKm', type: 'number', min: 0 },
      ],
    },
    seoField,
  ],
  hooks: {
    afterChange: [revalidateCollection(pageTags)],
    afterDelete: [revalidateOnDelete(pageTags)],
  },
}
