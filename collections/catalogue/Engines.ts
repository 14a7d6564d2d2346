import type { CollectionConfig, Field } from 'payload'

import { packageSlug, powerSlug, slugify } from '@/catalogue'
import { common, engineLabels, groups, label, labels, type Label } from '@/i18n/admin-labels'
import { tags } from '@/platform/data/cache-tags'

import { byRole, visibleEnginesForVisitors } from '../shared/access'
import { catalogueHook } from './hooks/catalogue-path'
import { moveDescendants } from './hooks/descendant-paths'
import { euroComponents } from '../shared/fields/euro'
import { fuelOptions } from '../shared/fields/fuel'
import { pathField } from '../shared/fields/slug'
import { viewOnSiteField } from '../shared/fields/view-on-site'
import { revalidateCollection, revalidateOnDelete } from '../shared/revalidate'
import { catalogueWarm } from '../shared/warm'

const engineTags = () => [tags.catalogue]

const figure = (name: string, label: Label): Field => ({
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
  label: label('Pakketten', 'Packages', 'Pakete'),
  labels: labels(['Pakket', 'Package', 'Paket'], ['Pakketten', 'Packages', 'Pakete']),
  admin: {
    description: label(
      'Pakketten voor deze motor. De prijs van het eerste pakket is de Stage 1 prijs; zonder pakket geldt de motorprijs of de standaardprijs.',
      "Packages for this engine. The first package's price is the Stage 1 price; without a package the engine price or the standard price applies.",
      'Pakete für diesen Motor. Der Preis des ersten Pakets ist der Stage-1-Preis; ohne Paket gilt der Motorpreis oder der Standardpreis.',
    ),
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          label: label('Soort', 'Type', 'Art'),
          type: 'text',
          required: true,
          defaultValue: 'Stage 1',
        },
        {
          name: 'slug',
          label: label('Slug', 'Slug', 'Slug'),
          type: 'text',
          // The package page's address: "Stage-1" or an empty field would match no page.
          hooks: {
            beforeChange: [
              ({ value, siblingData }) =>
                packageSlug({ slug: value, type: String(siblingData.type ?? '') }),
            ],
          },
          admin: {
            description: label(
              'Leeg laten om uit het type te maken.',
              'Leave empty to make it from the type.',
              'Leer lassen, um ihn aus der Art zu bilden.',
            ),
          },
        },
        {
          name: 'price',
          label: common.price,
          type: 'number',
          min: 0,
          admin: { components: euroComponents },
        },
      ],
    },
    { name: 'description', label: common.description, type: 'textarea', localized: true },
    {
      name: 'features',
      label: label('Kenmerken', 'Features', 'Merkmale'),
      labels: labels(['Kenmerk', 'Feature', 'Merkmal'], ['Kenmerken', 'Features', 'Merkmale']),
      type: 'array',
      fields: [
        {
          name: 'feature',
          label: label('Kenmerk', 'Feature', 'Merkmal'),
          type: 'text',
          required: true,
          localized: true,
        },
      ],
    },
  ],
}

export const Engines: CollectionConfig = {
  slug: 'engines',
  labels: labels(['Motor', 'Engine', 'Motor'], ['Motoren', 'Engines', 'Motoren']),
  access: byRole('engines', { read: visibleEnginesForVisitors }),
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'path', 'fuel', 'stockHp', 'tunedHp', 'price'],
    group: groups.catalogue,
    listSearchableFields: ['name', 'path', 'ecu'],
  },
  defaultSort: 'path',
  fields: [
    {
      name: 'buildYear',
      label: common.buildYear,
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
          label: common.model,
          type: 'relationship',
          relationTo: 'models',
          index: true,
          admin: { readOnly: true },
        },
        {
          name: 'brand',
          label: common.brand,
          type: 'relationship',
          relationTo: 'brands',
          index: true,
          admin: { readOnly: true },
        },
      ],
    },
    { name: 'name', label: common.name, type: 'text', required: true },
    {
      name: 'slug',
      label: label('Slug', 'Slug', 'Slug'),
      type: 'text',
      required: true,
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: label(
          'Het standaard vermogen + "pk" (bijv. 150pk), bij het opslaan gemaakt.',
          'The stock power + "pk" (e.g. 150pk), made on saving.',
          'Die Serienleistung + „pk“ (z. B. 150pk), beim Speichern gebildet.',
        ),
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
    viewOnSiteField('catalogue'),
    {
      name: 'hidden',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: label('Verborgen', 'Hidden', 'Ausgeblendet'),
      admin: {
        position: 'sidebar',
        description: label(
          'Niet meer in de prijslijst: de pagina geeft 404 en staat niet in de sitemap.',
          'No longer in the price list: the page answers 404 and is left out of the sitemap.',
          'Nicht mehr in der Preisliste: die Seite antwortet 404 und fehlt in der Sitemap.',
        ),
      },
    },
    {
      name: 'fuel',
      label: engineLabels.fuel,
      type: 'select',
      options: fuelOptions,
    },
    {
      type: 'row',
      fields: (['stockHp', 'tunedHp', 'stockNm', 'tunedNm'] as const).map((name) =>
        figure(name, engineLabels[name]),
      ),
    },
    {
      type: 'row',
      fields: [
        { name: 'ecu', type: 'text', label: engineLabels.ecu },
        {
          name: 'price',
          label: common.price,
          type: 'number',
          min: 0,
          admin: {
            components: euroComponents,
            description: label(
              'Leeg = standaardprijs uit Prijzen.',
              'Empty = the standard price from Prices.',
              'Leer = Standardpreis aus Preise.',
            ),
          },
        },
      ],
    },
    results,
  ],
  hooks: {
    beforeChange: [
      catalogueHook({ collection: 'build-years', field: 'buildYear' }, ['model', 'brand']),
    ],
    afterChange: [moveDescendants([]), revalidateCollection(engineTags), catalogueWarm],
    afterDelete: [revalidateOnDelete(engineTags)],
  },
}
