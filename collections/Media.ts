import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { anyone, isStaff } from './access'

export const Media: CollectionConfig = {
  slug: 'media',
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  admin: { group: 'Inhoud' },
  upload: {
    // Uploads live outside the build so they survive deploys (a volume in containers).
    // A blank MEDIA_DIR= is unset: path.resolve('') would put uploads in the working directory.
    staticDir: path.resolve(/* turbopackIgnore: true */ process.env.MEDIA_DIR?.trim() || 'media'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'image/avif'],
    imageSizes: [{ name: 'logo', width: 256, height: 256, fit: 'inside' }],
  },
  fields: [{ name: 'alt', type: 'text', localized: true }],
}
