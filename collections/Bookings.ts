import type { CollectionConfig } from 'payload'

import { isStaff } from './access'
import { keepBookingPlace } from './hooks/booking-place'

export const bookingStatuses = ['new', 'confirmed', 'cancelled', 'completed'] as const

/** Visitors never touch this collection directly: they book through /api/bookings. */
export const Bookings: CollectionConfig = {
  slug: 'bookings',
  labels: { singular: 'Afspraak', plural: 'Afspraken' },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  admin: {
    useAsTitle: 'customerName',
    defaultColumns: ['appointmentDate', 'customerName', 'licensePlate', 'vehicle', 'status', 'createdAt'],
    group: 'Afspraken',
    listSearchableFields: ['customerName', 'customerEmail', 'licensePlate'],
  },
  defaultSort: 'appointmentDate',
  hooks: { beforeChange: [keepBookingPlace] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'appointmentDate',
          type: 'text',
          required: true,
          index: true,
          admin: { description: 'jjjj-mm-dd' },
          validate: (value: unknown) =>
            typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? true : 'Gebruik jjjj-mm-dd',
        },
        { name: 'appointmentTime', type: 'text', defaultValue: '09:00' },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'new',
          index: true,
          options: bookingStatuses.map((value) => ({ label: value, value })),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'customerName', type: 'text', required: true },
        { name: 'customerEmail', type: 'email', required: true },
        { name: 'customerPhone', type: 'text', required: true },
        { name: 'licensePlate', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'brand', type: 'text' },
        { name: 'model', type: 'text' },
        { name: 'buildYear', type: 'text' },
        { name: 'engine', type: 'text' },
      ],
    },
    { name: 'vehicle', type: 'text', admin: { readOnly: true } },
    { name: 'notes', type: 'textarea' },
    {
      name: 'placeKey',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true, position: 'sidebar', description: 'Gereserveerde plaats: datum#nummer' },
    },
    { name: 'locale', type: 'text', admin: { readOnly: true, position: 'sidebar' } },
    { name: 'consentAt', type: 'date', admin: { readOnly: true, position: 'sidebar' } },
    { name: 'idempotencyKey', type: 'text', unique: true, index: true, admin: { hidden: true } },
    {
      name: 'mail',
      type: 'group',
      admin: { position: 'sidebar' },
      fields: [
        { name: 'status', type: 'select', options: ['pending', 'sent', 'logged', 'failed'].map((v) => ({ label: v, value: v })) },
        { name: 'error', type: 'textarea', admin: { readOnly: true } },
      ],
    },
  ],
}
