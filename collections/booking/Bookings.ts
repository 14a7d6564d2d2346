import type { CollectionConfig, PayloadRequest } from 'payload'

import { bookingStatusLabels } from '@/booking'
import { dayAndTime, groups, inLanguage, label, labels, options } from '@/i18n/admin-labels'

import { byRole } from '../shared/access'
import { hiddenKey, orderField } from './fields/booking-fields'
import {
  afterBookingChange,
  afterBookingRemoved,
  beforeBookingChange,
  detachDeletedBooking,
} from './hooks/booking-lifecycle'
import { history } from '../privacy/history'
import { anonymisedAt } from '../shared/fields/anonymised'
import { emailKeyHooks, plateKeyHooks } from '../shared/fields/subject-keys'

const cell = (name: string) => `/src/booking/admin/BookingCells#${name}`

export const bookingStatuses = ['new', 'confirmed', 'cancelled', 'completed', 'noShow'] as const

/**
 * Visitors never touch this collection directly: they book through /api/bookings and manage
 * their booking through its personal link. Staff confirm, cancel, complete and move here; each
 * change mails the customer through the outbox (E-mails).
 */

export const Bookings: CollectionConfig = {
  slug: 'bookings',
  labels: labels(['Afspraak', 'Appointment', 'Termin'], ['Afspraken', 'Appointments', 'Termine']),
  access: byRole('bookings'),
  admin: {
    useAsTitle: 'customerName',
    // As the workshop reads its appointments: the day, who (and how to reach them), the car,
    // what they booked and where it stands.
    defaultColumns: [
      'appointmentDate',
      'customerName',
      'customerPhone',
      'vehicle',
      'order',
      'status',
    ],
    group: groups.bookings,
    listSearchableFields: ['customerName', 'customerEmail', 'licensePlate'],
    // Today, this week and a status in one click (links that set the list's `where` query).
    components: { beforeListTable: ['/src/booking/admin/BookingQuickFilters#BookingQuickFilters'] },
  },
  defaultSort: 'appointmentDate',
  hooks: {
    // Adapters into the booking's one write path (src/booking/server/lifecycle): stale form,
    // place, manage link, cancel reason and vehicle before; mails, waitlist and audit after.
    beforeChange: [beforeBookingChange],
    afterChange: [afterBookingChange],
    beforeDelete: [detachDeletedBooking],
    afterDelete: [afterBookingRemoved],
  },
  fields: [
    anonymisedAt,
    {
      type: 'row',
      fields: [
        {
          name: 'appointmentDate',
          label: label('Datum', 'Date', 'Datum'),
          type: 'text',
          required: true,
          index: true,
          admin: {
            // The day in the admin's date style; the form's picker offers only open days with
            // a free place (a move into a full day is still refused on save, keepBookingPlace).
            components: {
              Cell: '/src/kit/admin/DateCell#DateCell',
              Field: '/src/booking/admin/AppointmentDateField#AppointmentDateField',
            },
            description: label(
              'Verzetten kan alleen naar een open dag met een vrije plaats',
              'A move needs an open day with a free place',
              'Verschieben nur auf einen geöffneten Tag mit freiem Platz',
            ),
          },
          validate: (value: unknown, { req }: { req: PayloadRequest }) =>
            typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
              ? true
              : inLanguage(
                  label('Gebruik jjjj-mm-dd', 'Use yyyy-mm-dd', 'Verwenden Sie jjjj-mm-tt'),
                  req.i18n?.language,
                ),
        },
        {
          name: 'appointmentTime',
          label: label('Tijd', 'Time', 'Uhrzeit'),
          type: 'text',
          defaultValue: '09:00',
          admin: {
            // Mails, invites and the planner take the start time of the booking rules.
            readOnly: true,
            description: label(
              'Starttijd uit de afspraakregels',
              'Start time from the booking rules',
              'Beginn aus den Terminregeln',
            ),
          },
        },
        {
          name: 'status',
          label: label('Status', 'Status', 'Status'),
          type: 'select',
          required: true,
          defaultValue: 'new',
          index: true,
          options: options(bookingStatusLabels),
          admin: { components: { Cell: cell('StatusCell') } },
        },
      ],
    },
    {
      name: 'cancelReason',
      label: label('Reden van annulering', 'Reason for cancelling', 'Grund der Stornierung'),
      type: 'textarea',
      admin: {
        condition: (data) => data?.status === 'cancelled',
        description: label(
          'Optioneel; staat in de mail aan de klant.',
          'Optional; shown in the mail to the customer.',
          'Optional; steht in der Mail an den Kunden.',
        ),
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'customerName',
          label: label('Naam', 'Name', 'Name'),
          type: 'text',
          required: true,
        },
        {
          name: 'customerEmail',
          label: label('E-mail', 'Email', 'E-Mail'),
          type: 'email',
          required: true,
          hooks: emailKeyHooks,
        },
        {
          name: 'customerPhone',
          label: label('Telefoon', 'Phone', 'Telefon'),
          type: 'text',
          required: true,
        },
        {
          name: 'licensePlate',
          label: label('Kenteken', 'Licence plate', 'Kennzeichen'),
          type: 'text',
          required: true,
          hooks: plateKeyHooks,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'brand', label: label('Merk', 'Brand', 'Marke'), type: 'text' },
        { name: 'model', label: label('Model', 'Model', 'Modell'), type: 'text' },
        { name: 'buildYear', label: label('Bouwjaar', 'Build year', 'Baujahr'), type: 'text' },
        { name: 'engine', label: label('Motor', 'Engine', 'Motor'), type: 'text' },
      ],
    },
    {
      name: 'vehicle',
      label: label('Voertuig', 'Vehicle', 'Fahrzeug'),
      type: 'text',
      admin: { readOnly: true, components: { Cell: cell('CarCell') } },
    },
    { name: 'notes', label: label('Opmerkingen', 'Notes', 'Anmerkungen'), type: 'textarea' },
    { ...orderField, admin: { ...orderField.admin, components: { Cell: cell('PackageCell') } } },
    {
      name: 'mails',
      label: label('E-mails', 'Emails', 'E-Mails'),
      type: 'join',
      collection: 'booking-mails',
      on: 'booking',
      admin: { defaultColumns: ['kind', 'state', 'attempts', 'sentAt', 'lastError'] },
    },
    // What the system keeps to run the booking, out of the way and read-only.
    {
      type: 'collapsible',
      label: label('Technische gegevens', 'Technical details', 'Technische Angaben'),
      admin: { position: 'sidebar', initCollapsed: true },
      fields: [
        {
          name: 'placeKey',
          label: label('Plaats', 'Place', 'Platz'),
          type: 'text',
          unique: true,
          index: true,
          admin: {
            readOnly: true,
            // A cancelled booking holds no place; its key is only there to stay unique.
            condition: (data) => data?.status !== 'cancelled',
            description: label(
              'Gereserveerde plaats: datum#nummer',
              'Reserved place: date#number',
              'Reservierter Platz: Datum#Nummer',
            ),
          },
        },
        {
          name: 'locale',
          label: label('Taal', 'Language', 'Sprache'),
          type: 'text',
          admin: { readOnly: true },
        },
        {
          name: 'consentAt',
          label: label('Akkoord op', 'Consent at', 'Zustimmung am'),
          type: 'date',
          admin: { readOnly: true, date: dayAndTime },
        },
      ],
    },
    hiddenKey('idempotencyKey'),
    // The customer's manage link is a random token; only its hash is stored.
    hiddenKey('manageTokenHash'),
    history('booking'),
  ],
}
