import type { Field } from 'payload'

import { inLanguage, label, type Label } from '@/i18n/admin-labels'

import type { Validation } from '../../shared/fields/validate'

/** The page types with a picture at the top, each with its own photo. */
const pageTypes: { name: 'home' | 'services' | 'local'; label: Label }[] = [
  { name: 'home', label: label('Homepagina', 'Home page', 'Startseite') },
  { name: 'services', label: label('Diensten', 'Services', 'Leistungen') },
  { name: 'local', label: label('Lokale pagina’s', 'Local pages', 'Lokale Seiten') },
]

const altRequired = label(
  'Beschrijf de foto voor wie hem niet ziet (bijv. "Golf GTI op onze rollenbank").',
  'Describe the photo for those who cannot see it (e.g. "Golf GTI on our dyno").',
  'Beschreiben Sie das Foto für alle, die es nicht sehen (z. B. „Golf GTI auf unserem Prüfstand“).',
)

/**
 * The workshop's own photos for the top of the home, services and local pages, each with its
 * description in every language. An empty one shows the site's drawn artwork (a car on the dyno).
 */
export const heroImagesField: Field = {
  name: 'heroImages',
  label: label(
    'Foto’s bovenaan de pagina',
    'Photos at the top of the page',
    'Fotos oben auf der Seite',
  ),
  type: 'group',
  admin: {
    description: label(
      'Liggend, minstens 1600 px breed. Leeg: de getekende auto op de rollenbank.',
      'Landscape, at least 1600 px wide. Empty: the drawn car on the dyno.',
      'Querformat, mindestens 1600 px breit. Leer: das gezeichnete Auto auf dem Prüfstand.',
    ),
  },
  fields: pageTypes.map(({ name, label: pageLabel }) => ({
    name,
    label: pageLabel,
    type: 'group',
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'image',
            label: label('Foto', 'Photo', 'Foto'),
            type: 'upload',
            relationTo: 'media',
          },
          {
            name: 'alt',
            label: label(
              'Beschrijving (alt-tekst)',
              'Description (alt text)',
              'Beschreibung (Alt-Text)',
            ),
            type: 'text',
            localized: true,
            validate: (value: unknown, { req, siblingData }: Validation) =>
              !siblingData?.image ||
              (typeof value === 'string' && value.trim() !== '') ||
              inLanguage(altRequired, req.i18n?.language),
          },
        ],
      },
    ],
  })),
}
