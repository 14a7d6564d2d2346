import type { CollectionConfig } from 'payload'

import { groups, label, labels, options } from '@/i18n/admin-labels'
import { tags } from '@/platform/data/cache-tags'

import { anyone, byRole } from '../shared/access'
import { revalidateCollection, revalidateOnDelete } from '../shared/revalidate'

const faqTags = () => [tags.faqs]

const categoryLabels = {
  general: ['Algemeen', 'General', 'Allgemein'],
  technical: ['Techniek', 'Technical', 'Technik'],
  booking: ['Afspraak', 'Appointment', 'Termin'],
  pricing: ['Prijzen', 'Prices', 'Preise'],
} as const

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: labels(
    ['Veelgestelde vraag', 'FAQ', 'Häufige Frage'],
    ['Veelgestelde vragen', 'FAQs', 'Häufige Fragen'],
  ),
  access: byRole('faqs', { read: anyone }),
  admin: {
    useAsTitle: 'question',
    defaultColumns: ['question', 'category', 'order'],
    group: groups.content,
  },
  defaultSort: 'order',
  fields: [
    {
      name: 'question',
      label: label('Vraag', 'Question', 'Frage'),
      type: 'text',
      required: true,
      localized: true,
    },
    {
      name: 'answer',
      label: label('Antwoord', 'Answer', 'Antwort'),
      type: 'textarea',
      required: true,
      localized: true,
    },
    {
      name: 'category',
      label: label('Categorie', 'Category', 'Kategorie'),
      type: 'select',
      defaultValue: 'general',
      options: options(categoryLabels),
    },
    {
      name: 'order',
      label: label('Volgorde', 'Order', 'Reihenfolge'),
      type: 'number',
      defaultValue: 0,
      index: true,
    },
  ],
  hooks: {
    afterChange: [revalidateCollection(faqTags)],
    afterDelete: [revalidateOnDelete(faqTags)],
  },
}
