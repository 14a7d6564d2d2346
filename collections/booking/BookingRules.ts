import { randomBytes } from 'node:crypto'

import type { Field, FieldAccess, GlobalConfig } from 'payload'

import { tags } from '@/platform/data/cache-tags'
import { closedPeriodProblem } from '@/booking/rules/availability'
import { forgetBookingRules } from '@/booking/server/rules'

import { anyone, isStaff } from '../shared/access'
import { clockTime, type Validation } from '../shared/fields/validate'
import { refuseClosingBookedDays } from './hooks/closing-booked-days'
import { revalidateGlobal } from '../shared/revalidate'
import { groups, inLanguage, label, labels, type Label } from '../shared/labels'

// The rules are public (the calendar reads them); the feed's secret is for staff only.
const isStaffField: FieldAccess = ({ req }) => Boolean(req.user)

const dateMessage = label(
  'Een bestaande datum als jjjj-mm-dd, bijvoorbeeld 2026-12-24',
  'A real date as yyyy-mm-dd, for example 2026-12-24',
  'Ein gültiges Datum als jjjj-mm-tt, zum Beispiel 2026-12-24',
)

const orderMessage = label(
  '"Tot en met" ligt vóór "Van"',
  '"Until" is before "From"',
  '„Bis“ liegt vor „Von“',
)

const closedFrom = (value: unknown, { req, siblingData }: Validation) =>
  closedPeriodProblem(value, siblingData?.until) === 'from'
    ? inLanguage(dateMessage, req.i18n?.language)
    : true

const closedUntil = (value: unknown, { req, siblingData }: Validation) => {
  const problem = closedPeriodProblem(siblingData?.from, value)
  if (problem === 'until') return inLanguage(dateMessage, req.i18n?.language)
  if (problem === 'order') return inLanguage(orderMessage, req.i18n?.language)
  return true
}

const places = (name: string, label: Label): Field => ({
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
  label: label('Afspraakregels', 'Booking rules', 'Terminregeln'),
  access: { read: anyone, update: isStaff },
  admin: { group: groups.bookings },
  fields: [
    {
      name: 'placesPerWeekday',
      type: 'group',
      label: label('Plaatsen per dag', 'Places per day', 'Plätze pro Tag'),
      fields: [
        {
          type: 'row',
          fields: [
            places('monday', label('Ma', 'Mon', 'Mo')),
            places('tuesday', label('Di', 'Tue', 'Di')),
            places('wednesday', label('Wo', 'Wed', 'Mi')),
            places('thursday', label('Do', 'Thu', 'Do')),
            places('friday', label('Vr', 'Fri', 'Fr')),
            places('saturday', label('Za', 'Sat', 'Sa')),
            places('sunday', label('Zo', 'Sun', 'So')),
          ],
        },
      ],
    },
    {
      name: 'closedDates',
      type: 'array',
      label: label('Gesloten dagen', 'Closed days', 'Geschlossene Tage'),
      labels: labels(
        ['Gesloten periode', 'Closed period', 'Geschlossener Zeitraum'],
        ['Gesloten periodes', 'Closed periods', 'Geschlossene Zeiträume'],
      ),
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'from',
              label: label('Van', 'From', 'Von'),
              type: 'text',
              required: true,
              validate: closedFrom,
              admin: { description: label('jjjj-mm-dd', 'yyyy-mm-dd', 'jjjj-mm-tt') },
            },
            {
              name: 'until',
              label: label('Tot en met', 'Until', 'Bis'),
              type: 'text',
              validate: closedUntil,
              admin: {
                description: label(
                  'jjjj-mm-dd, leeg = één dag',
                  'yyyy-mm-dd, empty = one day',
                  'jjjj-mm-tt, leer = ein Tag',
                ),
              },
            },
            {
              name: 'reason',
              label: label('Reden', 'Reason', 'Grund'),
              type: 'text',
              localized: true,
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'leadDays',
          label: label('Dagen vooraf', 'Lead days', 'Vorlauftage'),
          type: 'number',
          required: true,
          min: 0,
          admin: {
            description: label(
              'Vroegst boekbare dag: vandaag + N dagen',
              'First bookable day: today + N days',
              'Frühester buchbarer Tag: heute + N Tage',
            ),
          },
        },
        {
          name: 'horizonDays',
          label: label('Dagen vooruit', 'Horizon days', 'Tage im Voraus'),
          type: 'number',
          required: true,
          min: 1,
          admin: {
            description: label(
              'Laatst boekbare dag: vandaag + N dagen',
              'Last bookable day: today + N days',
              'Letzter buchbarer Tag: heute + N Tage',
            ),
          },
        },
        {
          name: 'startTime',
          label: label('Starttijd', 'Start time', 'Beginn'),
          type: 'text',
          required: true,
          defaultValue: '09:00',
          validate: clockTime(false),
          admin: {
            description: label(
              'uu:mm (Nederlandse tijd)',
              'hh:mm (Dutch time)',
              'hh:mm (niederländische Zeit)',
            ),
          },
        },
        {
          name: 'allDay',
          label: label('Hele dag', 'All day', 'Ganztägig'),
          type: 'checkbox',
          defaultValue: true,
          admin: {
            description: label(
              'Agenda-uitnodiging als hele dag',
              'Calendar invite as an all-day event',
              'Kalendereinladung als ganztägiger Termin',
            ),
          },
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
          validate: clockTime(true),
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
      refuseClosingBookedDays,
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
