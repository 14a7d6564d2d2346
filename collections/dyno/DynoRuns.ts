import type { CollectionConfig } from 'payload'

import { readRunFiles } from '@/dyno/server'
import { dayAndTime, groups, inLanguage, label, labels, staticLabel } from '@/i18n/admin-labels'
import { isIsoDate } from '@/kit/format/dates'
import { tags } from '@/platform/data/cache-tags'

import { dynoRunEndpoints } from './endpoints'
import { byRole } from '../shared/access'
import type { Validation } from '../shared/fields/validate'
import { revalidateCollection, revalidateOnDelete } from '../shared/revalidate'

const dateMessage = label(
  'Een bestaande datum als jjjj-mm-dd, bijvoorbeeld 2026-12-02',
  'A real date as yyyy-mm-dd, for example 2026-12-02',
  'Ein gültiges Datum als jjjj-mm-tt, zum Beispiel 2026-12-02',
)
const runDay = (value: unknown, { req }: Validation) =>
  isIsoDate(value) ? true : inLanguage(dateMessage, req.i18n?.language)

const engineMessage = label('Kies de motor.', 'Choose the engine.', 'Wählen Sie den Motor.')
const engineChosen = (value: unknown, { req }: Validation) =>
  value ? true : inLanguage(engineMessage, req.i18n?.language)

const csvDescription = label(
  'Plak hier de CSV-export van de rollenbank of kies het bestand. Kolommen: toerental (tpm), vermogen (pk of kW) en koppel (Nm); koppen in het Nederlands, Engels of Duits, decimale komma of punt. Een fout bestand wordt niet opgeslagen: u ziet per regel wat er mis is.',
  'Paste the dyno’s CSV export here or choose the file. Columns: engine speed (rpm), power (hp or kW) and torque (Nm); headers in Dutch, English or German, decimal comma or point. A wrong file is not saved: you see what is wrong, line by line.',
  'Fügen Sie hier den CSV-Export des Prüfstands ein oder wählen Sie die Datei. Spalten: Drehzahl (U/min), Leistung (PS oder kW) und Drehmoment (Nm); Kopfzeilen auf Niederländisch, Englisch oder Deutsch, Dezimalkomma oder -punkt. Eine fehlerhafte Datei wird nicht gespeichert: Sie sehen Zeile für Zeile, was falsch ist.',
)
const csvField = (name: 'beforeCsv' | 'afterCsv', title: ReturnType<typeof label>) => ({
  name,
  label: title,
  type: 'textarea' as const,
  required: true,
  admin: {
    rows: 6,
    description: csvDescription,
    components: { afterInput: ['/src/dyno/components/admin/CsvFilePicker.client#CsvFilePicker'] },
  },
})
const peak = (name: string, title: ReturnType<typeof label>) => ({
  name,
  label: title,
  type: 'number' as const,
  admin: { readOnly: true },
})

/**
 * A run on the workshop's rollenbank: an engine, the day, the dyno program's before and after
 * exports (read and checked on save, src/dyno/rules/parse.ts) and their curves and peaks. The
 * engine page shows published runs, never with a customer's name or plate; a run linked to a
 * booking can be sent to that customer as a report (mail and PDF).
 */
export const DynoRuns: CollectionConfig = {
  slug: 'dyno-runs',
  labels: labels(
    ['Rollenbankmeting', 'Dyno run', 'Prüfstandsmessung'],
    ['Rollenbankmetingen', 'Dyno runs', 'Prüfstandsmessungen'],
  ),
  access: byRole('dyno-runs'),
  admin: {
    group: groups.catalogue,
    useAsTitle: 'date',
    defaultColumns: ['date', 'engine', 'beforePeakHp', 'afterPeakHp', 'published', 'demo'],
  },
  defaultSort: '-date',
  endpoints: dynoRunEndpoints,
  hooks: {
    beforeValidate: [
      ({ data, originalDoc, req, context }) =>
        context.dynoSystem ? data : readRunFiles({ data: data ?? {}, originalDoc, req }),
    ],
    afterChange: [revalidateCollection(() => [tags.dyno])],
    afterDelete: [revalidateOnDelete(() => [tags.dyno])],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'engine',
          label: label('Motor', 'Engine', 'Motor'),
          type: 'relationship',
          relationTo: 'engines',
          // Required in the form, not in the table: an engine deleted from the catalogue leaves
          // its runs without one (hidden from the site) instead of refusing the deletion.
          validate: engineChosen,
          index: true,
        },
        {
          name: 'date',
          label: label('Meetdatum', 'Date of the run', 'Messdatum'),
          type: 'text',
          required: true,
          index: true,
          validate: runDay,
          admin: { placeholder: 'jjjj-mm-dd' },
        },
      ],
    },
    {
      name: 'booking',
      label: label('Afspraak (optioneel)', 'Appointment (optional)', 'Termin (optional)'),
      type: 'relationship',
      relationTo: 'bookings',
      index: true,
      admin: {
        description: label(
          'Koppel de meting aan de afspraak van de klant om hem het meetrapport te sturen.',
          'Link the run to the customer’s appointment to send them the report.',
          'Verknüpfen Sie die Messung mit dem Termin des Kunden, um ihm den Bericht zu senden.',
        ),
      },
    },
    csvField('beforeCsv', label('Meting vóór (CSV)', 'Before run (CSV)', 'Messung vorher (CSV)')),
    csvField('afterCsv', label('Meting na (CSV)', 'After run (CSV)', 'Messung nachher (CSV)')),
    {
      type: 'row',
      fields: [
        peak('beforePeakHp', label('Vóór: pk', 'Before: hp', 'Vorher: PS')),
        peak('beforePeakNm', label('Vóór: Nm', 'Before: Nm', 'Vorher: Nm')),
        peak('afterPeakHp', label('Na: pk', 'After: hp', 'Nachher: PS')),
        peak('afterPeakNm', label('Na: Nm', 'After: Nm', 'Nachher: Nm')),
      ],
    },
    // The curves as read from the files: what the chart and the report draw.
    { name: 'before', type: 'json', admin: { hidden: true } },
    { name: 'after', type: 'json', admin: { hidden: true } },
    {
      name: 'published',
      label: label('Publiceren op de site', 'Publish on the site', 'Auf der Website zeigen'),
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: {
        position: 'sidebar',
        description: label(
          'De curves verschijnen op de motorpagina, zonder naam of kenteken van de klant.',
          'The curves appear on the engine page, without the customer’s name or plate.',
          'Die Kurven erscheinen auf der Motorseite, ohne Namen oder Kennzeichen des Kunden.',
        ),
      },
    },
    {
      name: 'demo',
      label: label('Demogegevens', 'Demo data', 'Demodaten'),
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: label(
          'Verzonnen meting van de demo-installatie, geen echte auto.',
          'A made-up run of the demo install, not a real car.',
          'Erfundene Messung der Demo-Installation, kein echtes Auto.',
        ),
      },
    },
    {
      name: 'reportSentAt',
      label: label('Rapport verstuurd op', 'Report sent at', 'Bericht gesendet am'),
      type: 'date',
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: dayAndTime,
        condition: (data) => Boolean(data?.reportSentAt),
      },
    },
    { name: 'reportTokenHash', type: 'text', index: true, admin: { hidden: true } },
    {
      name: 'sendReport',
      type: 'ui',
      label: staticLabel('Meetrapport', 'Dyno report', 'Prüfstandsbericht'),
      admin: {
        position: 'sidebar',
        condition: (data) => Boolean(data?.booking && data?.id),
        components: {
          Field: '/src/dyno/components/admin/SendReportButton.client#SendReportButton',
        },
      },
    },
  ],
}
