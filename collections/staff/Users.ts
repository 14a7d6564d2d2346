import type { CollectionConfig } from 'payload'

import { common, groups, label, labels, options, roleLabels } from '@/i18n/admin-labels'
import { defaultRole } from '@/staff'
import {
  resetMailHtml,
  resetMailSubject,
  forgetAddressOnLogin,
  throttleStaffLogin,
} from '@/staff/server'

import { byRole, ownerField } from '../shared/access'
import { firstAccountOwns, keepAnOwner, keepAnOwnerOnDelete } from './hooks/roles'

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
  // An owner manages every account; an employee keeps their own (password, language).
  access: { ...byRole('users'), admin: ({ req }) => Boolean(req.user) },
  admin: { useAsTitle: 'email', group: groups.staff, defaultColumns: ['email', 'name', 'role'] },
  fields: [
    { name: 'name', label: common.name, type: 'text' },
    {
      name: 'role',
      label: label('Rol', 'Role', 'Rolle'),
      type: 'select',
      // Not `required`: every account gets the default, and scripts that create one need not
      // name it (a missing role reads as the least one, src/staff/rules/roles.ts).
      defaultValue: defaultRole,
      options: options(roleLabels),
      // Only an owner gives or takes a role; everyone reads their own.
      access: { create: ownerField, update: ownerField },
      admin: {
        position: 'sidebar',
        description: label(
          'Een eigenaar kan alles; een medewerker doet het werk van de dag (afspraken, aanvragen, wachtlijst, planner), zonder prijzen, instellingen, klantgegevens wissen of accounts.',
          'An owner can do everything; an employee does the day’s work (appointments, requests, waitlist, planner), without prices, settings, erasing customer data or accounts.',
          'Ein Inhaber darf alles; ein Mitarbeiter erledigt die Arbeit des Tages (Termine, Anfragen, Warteliste, Planer), ohne Preise, Einstellungen, Löschen von Kundendaten oder Konten.',
        ),
      },
    },
  ],
  hooks: {
    beforeOperation: [throttleStaffLogin],
    beforeChange: [firstAccountOwns, keepAnOwner],
    beforeDelete: [keepAnOwnerOnDelete],
    afterLogin: [forgetAddressOnLogin],
  },
}
