import type { CollectionConfig } from 'payload'

import { tags } from '../src/data/cache-tags'
import { anyone, isStaff } from './access'
import { revalidateCollection, revalidateOnDelete } from './hooks/revalidate'

const faqTags = () => [tags.faqs]

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: "FAQ's" },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  admin: { useAsTitle: 'question', defaultColumns: ['question', 'category', 'order'], group: 'Inhoud' },
  defaultSort: 'order',
  fields: [
    { name: 'question', type: 'text', required: true, localized: true },
    { name: 'answer', type: 'textarea', required: true, localized: true },
    {
      name: 'category',
      type: 'select',
      defaultValue: 'general',
      options: ['general', 'technical', 'booking', 'pricing'].map((value) => ({ label: value, value })),
    },
    { name: 'order', type: 'number', defaultValue: 0, index: true },
  ],
  hooks: {
    afterChange: [revalidateCollection(faqTags)],
    afterDelete: [revalidateOnDelete(faqTags)],
  },
}
