import type { CollectionConfig, Field } from 'payload'

import { tags } from '../src/data/cache-tags'
import { powerSlug, slugify } from '../src/domain/slug'
import { anyone, isStaff } from './access'
import { pathField } from './fields/slug'
import { catalogueHook } from './hooks/catalogue-path'
import { moveDescendants } from './hooks/descendant-paths'
import { revalidateCollection, revalidateOnDelete } from './hooks/revalidate'

const engineTags = () => [tags.catalogue]

const figure = (name: string, label: string): Field => ({
  name,
  type: 'number',
  label,
  required: true,
  min: 0,
  admin: { width: '25%' },
})

const results: Field = {
  name: 'results',
  type: 'array',
  admin: {
    description:
      'Pakketten voor deze motor. De prijs van het eerste pakket is de Stage 1 prijs; zonder pakket geldt de motorprijs of de standaardprijs.',
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'type', type: 'text', required: true, defaultValue: 'Stage 1' },
        {
          name: 'slug',
          type: 'text',
          admin: { description: 'Leeg laten om uit het type te maken.' },
        },
        { name: 'price', type: 'number', min: 0 },
      ],
    },
    { name: 'description', type: 'textarea', localized: true },
    {
      name: 'features',
      type: 'array',
      fields: [{ name: 'feature', type: 'text', required: true, localized: true }],
    },
  ],
}

export const Engines: CollectionConfig = {
  slug: 'engines',
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'path', 'fuel', 'stockHp', 'tunedHp', 'price'],
    group: 'Catalogus',
    listSearchableFields: ['name', 'path', 'ecu'],
  },
  defaultSort: 'path',
  fields: [
    {
      name: 'buildYear',
      type: 'relationship',
      relationTo: 'build-years',
      required: true,
      index: true,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'model',
          type: 'relationship',
          relationTo: 'models',
          index: true,
          admin: { readOnly: true },
        },
        {
          name: 'brand',
          type: 'relationship',
          relationTo: 'brands',
          index: true,
          admin: { readOnly: true },
        },
      ],
    },
    { name: 'name', type: 'text', required: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      index: true,
      admin: {
        position: 'sidebar',
        description: 'Leeg laten voor het standaard vermogen + "pk" (bijv. 150pk).',
      },
      hooks: {
        beforeValidate: [
          ({ value, data }) =>
            typeof value === 'string' && value.trim()
              ? slugify(value)
              : typeof data?.stockHp === 'number'
                ? powerSlug(data.stockHp)
                : value,
        ],
      },
    },
    pathField,
    {
      name: 'hidden',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: { nl: 'Verborgen', en: 'Hidden', de: 'Ausgeblendet' },
      admin: {
        position: 'sidebar',
        description: {
          nl: 'Niet meer in de prijslijst: de pagina geeft 404 en staat niet in de sitemap.',
          en: 'No longer in the price list: the page answers 404 and is left out of the sitemap.',
          de: 'Nicht mehr in der Preisliste: die Seite antwortet 404 und fehlt in der Sitemap.',
        },
      },
    },
    {
      name: 'fuel',
      type: 'text',
      admin: { description: 'Bijv. Petrol, Diesel, Hybrid, Electric' },
    },
    {
      type: 'row',
      fields: [
        figure('stockHp', 'Origineel vermogen (pk)'),
        figure('tunedHp', 'Getuned vermogen (pk)'),
        figure('stockNm', 'Origineel koppel (Nm)'),
        figure('tunedNm', 'Getuned koppel (Nm)'),
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'ecu', type: 'text', label: 'ECU' },
        {
          name: 'price',
          type: 'number',
          min: 0,
          admin: { description: 'Leeg = standaardprijs uit Prijzen.' },
        },
      ],
    },
    results,
  ],
  hooks: {
    beforeChange: [
      catalogueHook({ collection: 'build-years', field: 'buildYear' }, ['model', 'brand']),
    ],
    afterChange: [moveDescendants([]), revalidateCollection(engineTags)],
    afterDelete: [revalidateOnDelete(engineTags)],
  },
}
