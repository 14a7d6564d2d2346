import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { groups, label, labels } from '@/i18n/admin-labels'
import { tags } from '@/platform/data/cache-tags'

import { anyone, byRole } from '../shared/access'
import { revalidateCollection, revalidateOnDelete } from '../shared/revalidate'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: labels(['Afbeelding', 'Image', 'Bild'], ['Afbeeldingen', 'Images', 'Bilder']),
  access: byRole('media', { read: anyone }),
  admin: { group: groups.content },
  upload: {
    // Uploads live outside the build so they survive deploys (a volume in containers).
    // A blank MEDIA_DIR= is unset: path.resolve('') would put uploads in the working directory.
    staticDir: path.resolve(/* turbopackIgnore: true */ process.env.MEDIA_DIR?.trim() || 'media'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'image/avif'],
    imageSizes: [{ name: 'logo', width: 256, height: 256, fit: 'inside' }],
  },
  // Images are brand logos (the catalogue's cached pages) and the photos at the top of pages,
  // read with the site settings.
  hooks: {
    afterChange: [revalidateCollection(() => [tags.catalogue, tags.global('site-settings')])],
    afterDelete: [revalidateOnDelete(() => [tags.catalogue, tags.global('site-settings')])],
  },
  fields: [
    {
      name: 'alt',
      label: label('Alternatieve tekst', 'Alternative text', 'Alternativtext'),
      type: 'text',
      localized: true,
      admin: {
        // A logo is always described as "<brand> logo", in every language.
        description: label(
          'Voor afbeeldingen in paginatekst; een merklogo heet op de site "<merk> logo".',
          'For images in page text; a brand logo is described as "<brand> logo" on the site.',
          'Für Bilder im Seitentext; ein Markenlogo heißt auf der Website „<Marke> Logo“.',
        ),
      },
    },
  ],
}
