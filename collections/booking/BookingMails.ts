import type { CollectionConfig } from 'payload'

import { mailKinds, mailStates } from '@/booking/server'
import { dayAndTime, groups, label, labels, options } from '@/i18n/admin-labels'

import { byRole, nobody } from '../shared/access'
import { resendOnRequest } from './hooks/booking-mail-resend'
import { emailKeyHooks } from '../shared/fields/subject-keys'

/**
 * The mail outbox: every mail about a booking or a visitor's request is a document here, written with the booking and
 * delivered by a job on Payload's Jobs Queue (retries with backoff). Staff see each mail's
 * state and attempts on the booking, and resend one by ticking "Opnieuw versturen". Without a
 * mail provider, production keeps the mail here instead of writing customer data to the log.
 */
export const BookingMails: CollectionConfig = {
  slug: 'booking-mails',
  labels: labels(['E-mail', 'Email', 'E-Mail'], ['E-mails', 'Emails', 'E-Mails']),
  access: byRole('booking-mails', { create: nobody }),
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'kind', 'state', 'attempts', 'sentAt'],
    group: groups.system,
  },
  defaultSort: '-createdAt',
  hooks: { afterChange: [resendOnRequest] },
  fields: [
    {
      name: 'booking',
      label: label('Afspraak', 'Appointment', 'Termin'),
      type: 'relationship',
      relationTo: 'bookings',
      index: true,
      admin: { readOnly: true, condition: (data) => Boolean(data?.booking) },
    },
    {
      name: 'request',
      label: label('Aanvraag', 'Request', 'Anfrage'),
      type: 'relationship',
      relationTo: 'requests',
      index: true,
      admin: { readOnly: true, condition: (data) => Boolean(data?.request) },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          label: label('Soort', 'Kind', 'Art'),
          type: 'select',
          required: true,
          options: options(mailKinds),
          admin: { readOnly: true },
        },
        {
          name: 'state',
          label: label('Status', 'State', 'Status'),
          type: 'select',
          required: true,
          defaultValue: 'queued',
          index: true,
          options: options(mailStates),
          admin: { readOnly: true },
        },
        {
          name: 'attempts',
          label: label('Pogingen', 'Attempts', 'Versuche'),
          type: 'number',
          defaultValue: 0,
          admin: { readOnly: true },
        },
        {
          name: 'sentAt',
          label: label('Verstuurd op', 'Sent at', 'Gesendet am'),
          type: 'date',
          admin: { readOnly: true, date: dayAndTime },
        },
      ],
    },
    {
      name: 'to',
      label: label('Aan', 'To', 'An'),
      type: 'text',
      required: true,
      admin: { readOnly: true },
      hooks: emailKeyHooks,
    },
    {
      name: 'replyTo',
      label: label('Antwoord naar', 'Reply to', 'Antwort an'),
      type: 'text',
      admin: { readOnly: true },
    },
    {
      name: 'subject',
      label: label('Onderwerp', 'Subject', 'Betreff'),
      type: 'text',
      required: true,
      admin: { readOnly: true },
    },
    {
      name: 'text',
      label: label('Tekst', 'Text', 'Text'),
      type: 'textarea',
      required: true,
      admin: { readOnly: true, rows: 16 },
    },
    {
      name: 'calendar',
      label: label(
        'Agenda-uitnodiging (.ics)',
        'Calendar invite (.ics)',
        'Kalendereinladung (.ics)',
      ),
      type: 'textarea',
      admin: { readOnly: true },
    },
    {
      name: 'lastError',
      label: label('Laatste fout', 'Last error', 'Letzter Fehler'),
      type: 'textarea',
      admin: { readOnly: true },
    },
    // At most one mail per key: a reminder or confirmation queued twice (two workers, a retry
    // after a crash) is refused by the unique index, as a second booking of a place is.
    { name: 'key', type: 'text', unique: true, index: true, admin: { hidden: true } },
    { name: 'secret', type: 'text', admin: { hidden: true } },
    // What the customer's mail program shows; staff read the text above.
    { name: 'html', type: 'textarea', admin: { hidden: true } },
    {
      name: 'resend',
      label: label('Opnieuw versturen', 'Send again', 'Erneut senden'),
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description: label(
          'Aanvinken en opslaan: de mail gaat opnieuw de wachtrij in.',
          'Tick and save: the mail is queued again.',
          'Anhaken und speichern: die Mail wird erneut eingereiht.',
        ),
      },
    },
  ],
}
