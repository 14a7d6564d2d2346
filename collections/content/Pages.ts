import type { CollectionConfig } from 'payload'

import { common, groups, label, labels, options } from '@/i18n/admin-labels'
import { tags } from '@/platform/data/cache-tags'

import { anyone, byRole } from '../shared/access'
import { seoField } from '../shared/fields/seo'
import { slugField } from '../shared/fields/slug'
import { viewOnSiteField } from '../shared/fields/view-on-site'
import { revalidateCollection, revalidateOnDelete } from '../shared/revalidate'
import { pageWarm } from '../shared/warm'

const pageTags = () => [tags.pages]

const kindLabels = {
  legal: ['Juridisch', 'Legal', 'Rechtliches'],
  about: ['Over ons', 'About us', 'Über uns'],
  services: ['Diensten', 'Services', 'Leistungen'],
  topic: ['Onderwerp', 'Topic', 'Thema'],
  hub: ['Overzicht', 'Overview', 'Übersicht'],
  local: ['Regio', 'Local', 'Region'],
} as const

export const pageKinds = Object.keys(kindLabels) as (keyof typeof kindLabels)[]

export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: labels(['Pagina', 'Page', 'Seite'], ["Pagina's", 'Pages', 'Seiten']),
  access: byRole('pages', { read: anyone }),
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'kind', 'updatedAt'],
    group: groups.content,
  },
  defaultSort: 'slug',
  fields: [
    {
      name: 'title',
      label: label('Titel', 'Title', 'Titel'),
      type: 'text',
      required: true,
      localized: true,
    },
    slugField('title', { unique: true }),
    viewOnSiteField('page'),
    {
      name: 'kind',
      label: label('Soort', 'Kind', 'Art'),
      type: 'select',
      required: true,
      defaultValue: 'legal',
      index: true,
      options: options(kindLabels),
    },
    { name: 'description', label: common.description, type: 'textarea', localized: true },
    {
      name: 'intro',
      label: label('Introductie', 'Introduction', 'Einleitung'),
      type: 'textarea',
      localized: true,
    },
    {
      name: 'content',
      label: label('Inhoud', 'Content', 'Inhalt'),
      type: 'richText',
      localized: true,
    },
    {
      name: 'local',
      label: label('Regio', 'Area', 'Region'),
      type: 'group',
      admin: { condition: (data) => data?.kind === 'local' },
      fields: [
        { name: 'place', label: label('Plaats', 'Town', 'Ort'), type: 'text' },
        { name: 'region', label: label('Regio', 'Region', 'Region'), type: 'text' },
        {
          name: 'distanceKm',
          label: label('Afstand (km)', 'Distance (km)', 'Entfernung (km)'),
          type: 'number',
          min: 0,
        },
      ],
    },
    seoField,
  ],
  hooks: {
    afterChange: [revalidateCollection(pageTags), pageWarm],
    afterDelete: [revalidateOnDelete(pageTags)],
  },
}
