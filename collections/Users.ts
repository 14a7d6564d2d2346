import type { CollectionConfig } from 'payload'

import { isStaff } from './access'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Medewerker', plural: 'Medewerkers' },
  auth: { maxLoginAttempts: 10, lockTime: 10 * 60 * 1000 },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff, admin: ({ req }) => Boolean(req.user) },
  admin: { useAsTitle: 'email', group: 'Beheer' },
  fields: [{ name: 'name', type: 'text' }],
}
