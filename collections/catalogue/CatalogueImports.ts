import type { CollectionConfig } from 'payload'

import { CATALOGUE_QUEUE, importsDir } from '@/catalogue/server'
import {
  common,
  dayAndTime,
  groups,
  label,
  labels,
  options,
  staticLabel,
} from '@/i18n/admin-labels'

import { byRole, nobody } from '../shared/access'
import { catalogueImportEndpoints } from './endpoints/catalogue-imports'

/**
 * Written by the import's own jobs and endpoints only (Payload's Local API): through the REST
 * API an old import could be set back to "previewed" and applied again, over newer prices.
 */
const systemOnly = { create: () => false, update: () => false }

/**
 * Fields the import's jobs write are columns of the list, not fields of the form: there they
 * showed as disabled inputs; the record's sidebar says them as text (ImportFacts).
 */
const inList = () => false

const statusLabels = {
  queued: ['In de wachtrij', 'Queued', 'In der Warteschlange'],
  previewing: ['Proefimport loopt', 'Dry run running', 'Probelauf läuft'],
  previewed: ['Klaar om toe te passen', 'Ready to apply', 'Bereit zum Übernehmen'],
  applying: ['Wordt toegepast', 'Applying', 'Wird übernommen'],
  applied: ['Toegepast', 'Applied', 'Übernommen'],
  discarded: ['Verworpen', 'Discarded', 'Verworfen'],
  refused: ['Bestand geweigerd', 'File refused', 'Datei abgelehnt'],
  failed: [
    'Mislukt, niets gewijzigd',
    'Failed, nothing changed',
    'Fehlgeschlagen, nichts geändert',
  ],
} as const

/**
 * One record per uploaded price list: the file, who uploaded and applied it, when, the dry
 * run's report and the outcome. Creating one queues the dry run; staff apply or discard it
 * from the record's page.
 */
export const CatalogueImports: CollectionConfig = {
  slug: 'catalogue-imports',
  labels: labels(
    ['Catalogusimport', 'Catalogue import', 'Katalogimport'],
    ['Catalogusimports', 'Catalogue imports', 'Katalogimporte'],
  ),
  // A record is one file and its dry run: a file replaced after the dry run would be applied
  // behind a report of another one. Another price list is another upload.
  access: byRole('catalogue-imports', { update: nobody, delete: nobody }),
  admin: {
    group: groups.catalogue,
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'status', 'uploadedBy', 'createdAt'],
    description: label(
      'Upload een prijslijst (CSV). Eerst volgt een proefimport: u ziet wat er verandert en past het daarna toe of verwerpt het.',
      'Upload a price list (CSV). A dry run comes first: you see what changes, then apply or discard it.',
      'Laden Sie eine Preisliste (CSV) hoch. Zuerst folgt ein Probelauf: Sie sehen die Änderungen und übernehmen oder verwerfen sie.',
    ),
    components: {
      beforeListTable: ['/src/catalogue/import/components/ExportCatalogueLink#ExportCatalogueLink'],
      // A new import is a file and a button; an existing one Payload's record view.
      views: {
        edit: {
          default: {
            Component: '/src/catalogue/import/components/ImportEditView.client#ImportEditView',
          },
        },
      },
    },
  },
  upload: {
    staticDir: importsDir(),
    // One price list at a time, from the staff member's computer: no bulk upload, no URL.
    bulkUpload: false,
    pasteURL: false,
    mimeTypes: [
      'text/csv',
      'text/plain',
      'text/tab-separated-values',
      'application/vnd.ms-excel',
      'application/csv',
    ],
  },
  endpoints: catalogueImportEndpoints,
  // About 78 bytes a row: 20 MB holds some 250,000 rows, ten times the largest list we plan for
  // (the REST API refuses a larger body before reading it, src/platform/payload/rest-body.ts).
  custom: { maxUploadBytes: 20 * 1024 * 1024 },
  fields: [
    {
      name: 'status',
      type: 'select',
      defaultValue: 'queued',
      index: true,
      label: common.status,
      access: systemOnly,
      options: options(statusLabels),
      // The dry run's screen says the state in words; a list column here.
      admin: { readOnly: true, position: 'sidebar', condition: inList },
    },
    {
      name: 'staleAction',
      type: 'select',
      defaultValue: 'keep',
      access: systemOnly,
      label: label(
        'Motoren die niet in het bestand staan',
        'Engines not in the file',
        'Motoren, die nicht in der Datei stehen',
      ),
      options: options({
        keep: ['Laten staan', 'Keep', 'Behalten'],
        hide: ['Verbergen', 'Hide', 'Ausblenden'],
      }),
      admin: { hidden: true },
    },
    {
      name: 'uploadedBy',
      type: 'relationship',
      relationTo: 'users',
      access: systemOnly,
      label: label('Geüpload door', 'Uploaded by', 'Hochgeladen von'),
      admin: { readOnly: true, position: 'sidebar', condition: inList },
    },
    {
      name: 'appliedBy',
      type: 'relationship',
      relationTo: 'users',
      access: systemOnly,
      label: label('Toegepast door', 'Applied by', 'Übernommen von'),
      admin: { readOnly: true, position: 'sidebar', condition: inList },
    },
    {
      name: 'appliedAt',
      type: 'date',
      access: systemOnly,
      label: label('Toegepast op', 'Applied at', 'Übernommen am'),
      admin: { readOnly: true, position: 'sidebar', date: dayAndTime, condition: inList },
    },
    {
      name: 'facts',
      type: 'ui',
      label: staticLabel('Wie en wanneer', 'Who and when', 'Wer und wann'),
      admin: {
        position: 'sidebar',
        components: { Field: '/src/catalogue/import/components/ImportFacts#ImportFacts' },
      },
    },
    {
      name: 'error',
      type: 'textarea',
      access: systemOnly,
      label: label('Melding', 'Message', 'Meldung'),
      admin: { readOnly: true, condition: (data) => Boolean(data?.error) },
    },
    // Why a file was refused, as data: the import screen words it in each staff member's language.
    { name: 'refusal', type: 'json', access: systemOnly, admin: { hidden: true } },
    { name: 'report', type: 'json', access: systemOnly, admin: { hidden: true } },
    {
      name: 'preview',
      type: 'ui',
      label: staticLabel('Proefimport', 'Dry run', 'Probelauf'),
      admin: {
        components: {
          Field: '/src/catalogue/import/components/ImportPreview.client#ImportPreview',
        },
      },
    },
  ],
  hooks: {
    beforeChange: [
      ({ data, operation, req }) => {
        if (operation === 'create') return { ...data, status: 'queued', uploadedBy: req.user?.id }
        return data
      },
    ],
    afterChange: [
      async ({ doc, operation, req }) => {
        if (operation !== 'create') return doc
        await req.payload.jobs.queue({
          task: 'catalogueImportPreview',
          input: { importId: String(doc.id) },
          queue: CATALOGUE_QUEUE,
          req,
        })
        return doc
      },
    ],
  },
}
