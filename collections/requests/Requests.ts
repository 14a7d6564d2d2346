import type { CollectionConfig } from 'payload'

import { groups, inLanguage, label, labels, options } from '@/i18n/admin-labels'
import { isIsoDate } from '@/kit/format/dates'
import { requestKinds, requestStatuses } from '@/requests'

import { byRole, nobody } from '../shared/access'
import { bookRequestOnDay } from './hooks/book-from-request'
import { detachDeletedRequest } from './hooks/detach-request'
import { queueRequestMails } from './hooks/request-mails'
import { history } from '../privacy/history'
import { auditChanges, auditDeletes } from '../privacy/hooks/audit'
import { anonymisedAt } from '../shared/fields/anonymised'
import { emailKeyHooks, plateKeyHooks } from '../shared/fields/subject-keys'
import type { Validation } from '../shared/fields/validate'

const kindLabels = {
  contact: ['Contactformulier', 'Contact form', 'Kontaktformular'],
  stage2: ['Offerte Stage 2', 'Stage 2 quote', 'Angebot Stage 2'],
  advice: ['Persoonlijk advies', 'Personal advice', 'Persönliche Beratung'],
} as const satisfies Record<(typeof requestKinds)[number], readonly [string, string, string]>

const statusLabels = {
  new: ['Nieuw', 'New', 'Neu'],
  answered: ['Beantwoord', 'Answered', 'Beantwortet'],
  booked: ['Afspraak gemaakt', 'Booked', 'Termin vereinbart'],
  closed: ['Afgesloten', 'Closed', 'Abgeschlossen'],
} as const satisfies Record<(typeof requestStatuses)[number], readonly [string, string, string]>

const readOnly = { readOnly: true }

const dateMessage = label(
  'Een bestaande datum als jjjj-mm-dd, bijvoorbeeld 2026-12-24',
  'A real date as yyyy-mm-dd, for example 2026-12-24',
  'Ein gültiges Datum als jjjj-mm-tt, zum Beispiel 2026-12-24',
)
const bookingDay = (value: unknown, { req }: Validation) =>
  value === null || value === undefined || value === '' || isIsoDate(value)
    ? true
    : inLanguage(dateMessage, req.i18n?.language)

/**
 * What visitors ask outside a booking: the contact form, a Stage 2 quote, personal advice. Each
 * is stored here by POST /api/requests, mailed to the workshop and confirmed to the visitor
 * through the outbox (E-mails). Staff answer it, close it, or book it: a day in "Afspraak
 * maken op" and a save make the booking from the request in one step.
 */
export const Requests: CollectionConfig = {
  slug: 'requests',
  typescript: { interface: 'Lead' },
  labels: labels(['Aanvraag', 'Request', 'Anfrage'], ['Aanvragen', 'Requests', 'Anfragen']),
  access: byRole('requests', { create: nobody }),
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['createdAt', 'kind', 'name', 'vehicle', 'status'],
    group: groups.bookings,
  },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [bookRequestOnDay],
    afterChange: [queueRequestMails, auditChanges('requests')],
    beforeDelete: [detachDeletedRequest],
    afterDelete: [auditDeletes('requests')],
  },
  fields: [
    anonymisedAt,
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          label: label('Soort', 'Kind', 'Art'),
          type: 'select',
          required: true,
          options: options(kindLabels),
          admin: readOnly,
        },
        {
          name: 'status',
          label: label('Status', 'Status', 'Status'),
          type: 'select',
          required: true,
          defaultValue: 'new',
          index: true,
          options: options(statusLabels),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          label: label('Naam', 'Name', 'Name'),
          type: 'text',
          required: true,
          admin: readOnly,
        },
        {
          name: 'email',
          label: label('E-mailadres', 'Email', 'E-Mail'),
          type: 'email',
          required: true,
          admin: readOnly,
          hooks: emailKeyHooks,
        },
        {
          name: 'phone',
          label: label('Telefoon', 'Phone', 'Telefon'),
          type: 'text',
          required: true,
          admin: readOnly,
        },
        {
          name: 'licensePlate',
          label: label('Kenteken', 'Licence plate', 'Kennzeichen'),
          type: 'text',
          required: true,
          admin: readOnly,
          hooks: plateKeyHooks,
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
        { name: 'brand', label: label('Merk', 'Brand', 'Marke'), type: 'text', admin: readOnly },
        { name: 'model', label: label('Model', 'Model', 'Modell'), type: 'text', admin: readOnly },
        {
          name: 'buildYear',
          label: label('Bouwjaar', 'Build year', 'Baujahr'),
          type: 'text',
          admin: readOnly,
        },
        { name: 'engine', label: label('Motor', 'Engine', 'Motor'), type: 'text', admin: readOnly },
        {
          name: 'horsepower',
          label: label('Vermogen (pk)', 'Power (hp)', 'Leistung (PS)'),
          type: 'number',
          admin: readOnly,
        },
      ],
    },
    {
      name: 'message',
      label: label('Bericht', 'Message', 'Nachricht'),
      type: 'textarea',
      admin: readOnly,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'locale',
          label: label('Taal', 'Language', 'Sprache'),
          type: 'select',
          options: options({
            nl: ['Nederlands', 'Dutch', 'Niederländisch'],
            en: ['Engels', 'English', 'Englisch'],
            de: ['Duits', 'German', 'Deutsch'],
          }),
          admin: readOnly,
        },
        { name: 'page', label: label('Pagina', 'Page', 'Seite'), type: 'text', admin: readOnly },
      ],
    },
    {
      name: 'bookOn',
      label: label('Afspraak maken op', 'Book on', 'Termin anlegen am'),
      type: 'text',
      validate: bookingDay,
      admin: {
        condition: (data) => !data?.booking,
        description: label(
          'jjjj-mm-dd. Vul een dag in en sla op: de afspraak wordt gemaakt met de gegevens van deze aanvraag en de klant krijgt de bevestiging.',
          'yyyy-mm-dd. Enter a day and save: the appointment is made from this request, and the customer gets the confirmation.',
          'jjjj-mm-tt. Tag eintragen und speichern: Der Termin wird aus dieser Anfrage angelegt, der Kunde erhält die Bestätigung.',
        ),
      },
    },
    {
      name: 'booking',
      label: label('Afspraak', 'Appointment', 'Termin'),
      type: 'relationship',
      relationTo: 'bookings',
      admin: { readOnly: true, condition: (data) => Boolean(data?.booking) },
    },
    { name: 'idempotencyKey', type: 'text', unique: true, index: true, admin: { hidden: true } },
    history('request'),
  ],
}
