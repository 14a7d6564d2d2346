import { randomBytes } from 'node:crypto'

import type { Field, FieldAccess, GlobalConfig } from 'payload'

import { tags } from '../../src/data/cache-tags'
import { forgetBookingRules } from '../../src/server/booking/rules'
import { anyone, isStaff } from '../access'
import { revalidateGlobal } from '../hooks/revalidate'
import { label } from '../labels'

// The rules are public (the calendar reads them); the feed's secret is for staff only.
const isStaffField: FieldAccess = ({ req }) => Boolean(req.user)

const places = (name: string, label: string): Field => ({
  name,
  label,
  type: 'number',
  required: true,
  min: 0,
  max: 20,
  admin: { width: '14%' },
})

export const BookingRules: GlobalConfig = {
  slug: 'booking-rules',
  label: 'Afspraakregels',
  access: { read: anyone, update: isStaff },
  admin: { group: 'Afspraken' },
  fields: [
    {
      name: 'placesPerWeekday',
      type: 'group',
      label: 'Plaatsen per dag',
      fields: [
        {
          type: 'row',
          fields: [
            places('monday', 'Ma'),
            places('tuesday', 'Di'),
            places('wednesday', 'Wo'),
            places('thursday', 'Do'),
            places('friday', 'Vr'),
            places('saturday', 'Za'),
            places('sunday', 'Zo'),
          ],
        },
      ],
    },
    {
      name: 'closedDates',
      type: 'array',
      label: 'Gesloten dagen',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'from', type: 'text', required: true, admin: { description: 'jjjj-mm-dd' } },
            { name: 'until', type: 'text', admin: { description: 'jjjj-mm-dd, leeg = één dag' } },
            { name: 'reason', type: 'text', localized: true },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'leadDays',
          type: 'number',
          required: true,
          min: 0,
          admin: { description: 'Vroegst boekbare dag: vandaag + N dagen' },
        },
        {
          name: 'horizonDays',
          type: 'number',
          required: true,
          min: 1,
          admin: { description: 'Laatst boekbare dag: vandaag + N dagen' },
        },
        { name: 'startTime', type: 'text', required: true, defaultValue: '09:00' },
        {
          name: 'allDay',
          type: 'checkbox',
          defaultValue: true,
          admin: { description: 'Agenda-uitnodiging als hele dag' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'reminderTime',
          label: label('Herinnering om', 'Reminder at', 'Erinnerung um'),
          type: 'text',
          defaultValue: '09:00',
          validate: (value: unknown) =>
            !value || /^([01]\d|2[0-3]):[0-5]\d$/.test(String(value)) ? true : 'uu:mm',
          admin: {
            description: label(
              'Op de werkdag voor de afspraak (Nederlandse tijd)',
              'On the working day before (Dutch time)',
              'Am Werktag davor (niederländische Zeit)',
            ),
          },
        },
        {
          name: 'cancelCutoffHours',
          label: label(
            'Annuleren tot (uur vooraf)',
            'Cancel up to (hours before)',
            'Stornieren bis (Stunden vorher)',
          ),
          type: 'number',
          min: 0,
          max: 720,
          defaultValue: 24,
          admin: {
            description: label(
              'Klant kan zelf verzetten of annuleren tot zoveel uur voor de start',
              'Customers may move or cancel up to this many hours before the start',
              'Kunden können bis so viele Stunden vor Beginn verschieben oder stornieren',
            ),
          },
        },
      ],
    },
    {
      name: 'feedToken',
      label: label('Geheime agenda-link', 'Secret calendar link', 'Geheimer Kalenderlink'),
      type: 'text',
      access: { read: isStaffField },
      admin: {
        readOnly: true,
        description: label(
          'Abonneer in de agenda van uw telefoon op /api/planner/<deze code>.ics',
          'Subscribe in your phone calendar to /api/planner/<this code>.ics',
          'Im Telefonkalender abonnieren: /api/planner/<dieser Code>.ics',
        ),
      },
    },
    {
      name: 'regenerateFeedToken',
      label: label(
        'Nieuwe agenda-link maken',
        'Make a new calendar link',
        'Neuen Kalenderlink erstellen',
      ),
      type: 'checkbox',
      defaultValue: false,
      access: { read: isStaffField },
      admin: {
        description: label(
          'De oude link werkt daarna niet meer.',
          'The old link stops working.',
          'Der alte Link funktioniert danach nicht mehr.',
        ),
      },
    },
  ],
  hooks: {
    beforeChange: [
      ({ data, originalDoc }) => {
        const current =
          data.feedToken ?? (originalDoc as { feedToken?: string } | undefined)?.feedToken
        if (current && !data.regenerateFeedToken) return { ...data, feedToken: current }
        return {
          ...data,
          feedToken: randomBytes(24).toString('base64url'),
          regenerateFeedToken: false,
        }
      },
    ],
    afterChange: [
      revalidateGlobal(tags.global('booking-rules')),
      ({ doc }) => {
        forgetBookingRules()
        return doc
      },
    ],
  },
}
