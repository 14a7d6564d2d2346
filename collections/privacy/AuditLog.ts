import type { CollectionConfig } from 'payload'

import { dayAndTime, groups, label, labels, options, roleLabels } from '@/i18n/admin-labels'

import { granted, nobody } from '../shared/access'

const operationLabels = {
  create: ['Aangemaakt', 'Created', 'Erstellt'],
  update: ['Gewijzigd', 'Updated', 'Geändert'],
  delete: ['Verwijderd', 'Deleted', 'Gelöscht'],
  export: ['Gegevens geëxporteerd', 'Data exported', 'Daten exportiert'],
  erase: ['Gegevens gewist', 'Data erased', 'Daten gelöscht'],
} as const

/**
 * Who changed what, when: every staff create, update and delete of bookings, requests and the
 * pricing, promotion, booking-rule and retention settings, and every export or erasure of a
 * customer's data. Written by the system only; kept for the period in Bewaartermijnen.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: labels(
    ['Wijziging', 'Change', 'Änderung'],
    ['Wijzigingslog', 'Audit trail', 'Änderungsprotokoll'],
  ),
  access: { read: granted('audit-log', 'read'), create: nobody, update: nobody, delete: nobody },
  admin: {
    group: groups.system,
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'userEmail', 'userRole', 'operation', 'target', 'summary'],
    listSearchableFields: ['target', 'documentId', 'userEmail', 'summary'],
  },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'operation',
          label: label('Handeling', 'Action', 'Aktion'),
          type: 'select',
          required: true,
          options: options(operationLabels),
        },
        {
          name: 'target',
          label: label('Onderdeel', 'Part', 'Bereich'),
          type: 'text',
          required: true,
          index: true,
        },
        {
          name: 'documentId',
          label: label('Document', 'Document', 'Dokument'),
          type: 'text',
          index: true,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'user',
          label: label('Medewerker', 'Staff member', 'Mitarbeiter'),
          type: 'relationship',
          relationTo: 'users',
        },
        // Kept as written: the record still names who it was after the account is gone.
        { name: 'userEmail', label: label('E-mailadres', 'Email', 'E-Mail'), type: 'text' },
        // The role the staff member acted in, as it was then: roles change, the record does not.
        {
          name: 'userRole',
          label: label('Rol', 'Role', 'Rolle'),
          type: 'select',
          options: options(roleLabels),
        },
      ],
    },
    {
      name: 'fields',
      label: label('Gewijzigde velden', 'Changed fields', 'Geänderte Felder'),
      type: 'json',
    },
    { name: 'summary', label: label('Samenvatting', 'Summary', 'Zusammenfassung'), type: 'text' },
    // The record's own links, for the booking's and request's history in the admin.
    { name: 'booking', type: 'relationship', relationTo: 'bookings', admin: { hidden: true } },
    { name: 'request', type: 'relationship', relationTo: 'requests', admin: { hidden: true } },
    {
      name: 'createdAt',
      label: label('Tijdstip', 'Time', 'Zeitpunkt'),
      type: 'date',
      admin: { date: dayAndTime },
    },
  ],
}
