import { randomBytes } from 'node:crypto'

import type { FieldAccess, GlobalConfig } from 'payload'

import { DEFAULT_UPCOMING_PER_ADDRESS, DEFAULT_HOLD_HOURS } from '@/booking'
import { forgetBookingRules } from '@/booking/server'
import { groups, label } from '@/i18n/admin-labels'
import { tags } from '@/platform/data/cache-tags'

import { anyone, globalByRole } from '../shared/access'
import { closedDates, placesPerWeekday } from './fields/days'
import { refuseClosingBookedDays } from './hooks/closing-booked-days'
import { auditGlobal } from '../privacy/hooks/audit'
import { clockTime } from '../shared/fields/validate'
import { revalidateGlobal } from '../shared/revalidate'

// The rules are public (the calendar reads them); the feed's secret is for staff only.
const isStaffField: FieldAccess = ({ req }) => Boolean(req.user)

export const BookingRules: GlobalConfig = {
  slug: 'booking-rules',
  label: label('Afspraakregels', 'Booking rules', 'Terminregeln'),
  access: globalByRole('booking-rules', anyone),
  admin: { group: groups.bookings },
  fields: [
    placesPerWeekday,
    closedDates,
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
        {
          name: 'waitlistHoldHours',
          label: label(
            'Wachtlijst: plaats vasthouden (uur)',
            'Waitlist: hold a place (hours)',
            'Warteliste: Platz reservieren (Stunden)',
          ),
          type: 'number',
          min: 1,
          max: 168,
          defaultValue: DEFAULT_HOLD_HOURS,
          admin: {
            description: label(
              'Zo lang houdt een vrijgekomen plaats zich vast voor de eerste op de wachtlijst; daarna de volgende',
              'How long a freed place is held for the first on the waitlist; then the next',
              'So lange bleibt ein frei gewordener Platz für den Ersten auf der Warteliste reserviert; dann der Nächste',
            ),
          },
        },
        {
          name: 'upcomingPerAddress',
          label: label(
            'Komende afspraken per e-mailadres',
            'Upcoming bookings per e-mail address',
            'Kommende Termine pro E-Mail-Adresse',
          ),
          type: 'number',
          min: 1,
          max: 50,
          defaultValue: DEFAULT_UPCOMING_PER_ADDRESS,
          admin: {
            description: label(
              'Zoveel afspraken kan één e-mailadres online vooruit boeken, nooit twee op één dag. Afspraken die u hier zelf maakt tellen mee, maar worden nooit tegengehouden.',
              'How many appointments one e-mail address may book ahead online, never two on one day. Appointments you make here count, but are never refused.',
              'So viele Termine kann eine E-Mail-Adresse online im Voraus buchen, nie zwei an einem Tag. Termine, die Sie hier selbst anlegen, zählen mit, werden aber nie abgelehnt.',
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
      auditGlobal('booking-rules'),
    ],
  },
}
