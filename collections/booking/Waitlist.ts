import type { CollectionConfig } from 'payload'

import { waitlistStatuses } from '@/booking'
import { common, dayAndTime, groups, inLanguage, label, labels, options } from '@/i18n/admin-labels'
import { isIsoDate } from '@/kit/format/dates'

import { byRole, nobody } from '../shared/access'
import { hiddenKey } from './fields/booking-fields'
import { releaseHold, waitlistMails } from './hooks/waitlist-hooks'
import { emailKeyHooks } from '../shared/fields/subject-keys'
import type { Validation } from '../shared/fields/validate'

const statusLabels = {
  waiting: ['Wacht', 'Waiting', 'Wartet'],
  offered: ['Plaats aangeboden', 'Place offered', 'Platz angeboten'],
  booked: ['Geboekt', 'Booked', 'Gebucht'],
  expired: ['Verlopen', 'Expired', 'Abgelaufen'],
  withdrawn: ['Ingetrokken', 'Withdrawn', 'Zurückgezogen'],
} as const satisfies Record<(typeof waitlistStatuses)[number], readonly [string, string, string]>

const dateMessage = label(
  'Een bestaande datum als jjjj-mm-dd',
  'A real date as yyyy-mm-dd',
  'Ein gültiges Datum als jjjj-mm-tt',
)
const realDate = (value: unknown, { req }: Validation) =>
  isIsoDate(value) ? true : inLanguage(dateMessage, req.i18n?.language)

const readOnly = { readOnly: true }

/**
 * Visitors who want a full day. They join from the booking calendar (POST /api/waitlist); when
 * a place on that day frees up, the first in line is mailed a link that holds it for the hours
 * set in the booking rules, then the next. Staff see each day's list here (filter on the day),
 * and withdraw an entry to pass its offer on.
 */
export const Waitlist: CollectionConfig = {
  slug: 'waitlist',
  typescript: { interface: 'WaitlistEntry' },
  labels: labels(
    ['Wachtlijstplek', 'Waitlist entry', 'Wartelisteneintrag'],
    ['Wachtlijst', 'Waitlist', 'Warteliste'],
  ),
  access: byRole('waitlist', { create: nobody }),
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['date', 'name', 'email', 'vehicle', 'status', 'createdAt'],
    listSearchableFields: ['name', 'email', 'date'],
    group: groups.bookings,
  },
  // The day first, then who has waited longest: the order in which places are offered.
  defaultSort: ['date', 'createdAt'],
  hooks: { beforeChange: [releaseHold], afterChange: [waitlistMails] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'date',
          label: label('Dag', 'Day', 'Tag'),
          type: 'text',
          required: true,
          index: true,
          validate: realDate,
          admin: { readOnly: true, components: { Cell: '/src/kit/admin/DateCell#DateCell' } },
        },
        {
          name: 'status',
          label: common.status,
          type: 'select',
          required: true,
          defaultValue: 'waiting',
          index: true,
          options: options(statusLabels),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'name', label: common.name, type: 'text', required: true, admin: readOnly },
        {
          name: 'email',
          label: label('E-mailadres', 'Email', 'E-Mail'),
          type: 'email',
          required: true,
          admin: readOnly,
          hooks: emailKeyHooks,
        },
      ],
    },
    {
      name: 'vehicle',
      label: label('Voertuig', 'Vehicle', 'Fahrzeug'),
      type: 'text',
      admin: readOnly,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'offeredAt',
          label: label('Aangeboden op', 'Offered at', 'Angeboten am'),
          type: 'date',
          admin: { ...readOnly, date: dayAndTime },
        },
        {
          name: 'offerExpiresAt',
          label: label('Vastgehouden tot', 'Held until', 'Reserviert bis'),
          type: 'date',
          index: true,
          admin: { ...readOnly, date: dayAndTime },
        },
      ],
    },
    {
      name: 'booking',
      label: label('Afspraak', 'Appointment', 'Termin'),
      type: 'relationship',
      relationTo: 'bookings',
      admin: readOnly,
    },
    { name: 'locale', label: label('Taal', 'Language', 'Sprache'), type: 'text', admin: readOnly },
    // The place an offer holds ("<date>#<n>"), else a unique key naming no place.
    hiddenKey('holdKey'),
    hiddenKey('offerTokenHash'),
  ],
}
