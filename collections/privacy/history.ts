import type { JoinField } from 'payload'

import { label } from '@/i18n/admin-labels'

/** A document's changes from the audit trail, newest first, on its own page in the admin. */
export const history = (on: 'booking' | 'request'): JoinField => ({
  name: 'history',
  label: label('Wijzigingen', 'Changes', 'Änderungen'),
  type: 'join',
  collection: 'audit-log',
  on,
  defaultSort: '-createdAt',
  defaultLimit: 10,
  admin: {
    defaultColumns: ['createdAt', 'userEmail', 'operation', 'fields'],
    allowCreate: false,
  },
})
