import type { CollectionConfig } from 'payload'

import { common, groups, labels } from '@/i18n/admin-labels'
import {
  resetMailHtml,
  resetMailSubject,
  forgetAddressOnLogin,
  throttleStaffLogin,
} from '@/staff/server'

import { isStaff } from '../shared/access'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: labels(
    ['Medewerker', 'Staff member', 'Mitarbeiter'],
    ['Medewerkers', 'Staff', 'Mitarbeiter'],
  ),
  auth: {
    // No lockout per account: failures from anywhere would lock a staff member out for
    // everyone. Failed logins are limited per address instead (src/staff/server/staff-login.ts).
    maxLoginAttempts: 0,
    // Production is served over HTTPS only (HSTS): the session cookie never travels in clear.
    cookies: { secure: process.env.NODE_ENV === 'production', sameSite: 'Lax' },
    forgotPassword: { generateEmailHTML: resetMailHtml, generateEmailSubject: resetMailSubject },
  },
  access: {
    read: isStaff,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
    admin: ({ req }) => Boolean(req.user),
  },
  admin: { useAsTitle: 'email', group: groups.staff },
  fields: [{ name: 'name', label: common.name, type: 'text' }],
  hooks: {
    beforeOperation: [throttleStaffLogin],
    afterLogin: [forgetAddressOnLogin],
  },
}
