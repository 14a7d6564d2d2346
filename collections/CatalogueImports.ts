import type { CollectionConfig, Endpoint, PayloadRequest } from 'payload'

import { applyProgress, importsDir } from '../src/server/import/import-run'
import { exportCatalogue } from '../src/server/import/export-catalogue'
import type { StoredReport } from '../src/server/import/import-report'
import { CATALOGUE_QUEUE } from '../src/server/jobs/catalogue-import'
import { isStaff } from './access'

const l = (nl: string, en: string, de: string) => ({ nl, en, de })

const statuses = [
  ['queued', l('In de wachtrij', 'Queued', 'In der Warteschlange')],
  ['previewing', l('Proefimport loopt', 'Dry run running', 'Probelauf läuft')],
  ['previewed', l('Klaar om toe te passen', 'Ready to apply', 'Bereit zum Übernehmen')],
  ['applying', l('Wordt toegepast', 'Applying', 'Wird übernommen')],
  ['applied', l('Toegepast', 'Applied', 'Übernommen')],
  ['discarded', l('Verworpen', 'Discarded', 'Verworfen')],
  ['refused', l('Bestand geweigerd', 'File refused', 'Datei abgelehnt')],
  [
    'failed',
    l('Mislukt, niets gewijzigd', 'Failed, nothing changed', 'Fehlgeschlagen, nichts geändert'),
  ],
] as const

const idParam = (req: PayloadRequest) => String(req.routeParams?.id ?? '')

const endpoints: Endpoint[] = [
  {
    path: '/export',
    method: 'get',
    handler: async (req) => {
      if (!req.user) return Response.json({ error: 'Not allowed' }, { status: 403 })
      const csv = await exportCatalogue(req.payload)
      const day = new Date().toISOString().slice(0, 10)
      return new Response(csv, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="catalogus-${day}.csv"`,
        },
      })
    },
  },
  {
    path: '/:id/apply',
    method: 'post',
    handler: async (req) => {
      if (!req.user) return Response.json({ error: 'Not allowed' }, { status: 403 })
      const id = idParam(req)
      const doc = await req.payload.findByID({ collection: 'catalogue-imports', id, depth: 0, req })
      if (doc.status !== 'previewed') {
        return Response.json({ error: 'Only a previewed import can be applied' }, { status: 409 })
      }
      const body = (await req.json?.().catch(() => ({}))) as { staleAction?: string }
      await req.payload.update({
        collection: 'catalogue-imports',
        id,
        req,
        data: {
          status: 'applying',
          staleAction: body?.staleAction === 'hide' ? 'hide' : 'keep',
          appliedBy: req.user.id,
        },
      })
      await req.payload.jobs.queue({
        task: 'catalogueImportApply',
        input: { importId: id },
        queue: CATALOGUE_QUEUE,
        req,
      })
      return Response.json({ status: 'applying' })
    },
  },
  {
    path: '/:id/discard',
    method: 'post',
    handler: async (req) => {
      if (!req.user) return Response.json({ error: 'Not allowed' }, { status: 403 })
      const id = idParam(req)
      const doc = await req.payload.findByID({ collection: 'catalogue-imports', id, depth: 0, req })
      if (doc.status !== 'previewed' && doc.status !== 'refused') {
        return Response.json({ error: 'This import can no longer be discarded' }, { status: 409 })
      }
      await req.payload.update({
        collection: 'catalogue-imports',
        id,
        req,
        data: { status: 'discarded' },
      })
      return Response.json({ status: 'discarded' })
    },
  },
  {
    path: '/:id/progress',
    method: 'get',
    handler: async (req) => {
      if (!req.user) return Response.json({ error: 'Not allowed' }, { status: 403 })
      return Response.json({ progress: applyProgress(idParam(req)) })
    },
  },
  {
    path: '/:id/changes',
    method: 'get',
    handler: async (req) => {
      if (!req.user) return Response.json({ error: 'Not allowed' }, { status: 403 })
      const doc = await req.payload.findByID({
        collection: 'catalogue-imports',
        id: idParam(req),
        depth: 0,
        req,
      })
      const report = doc.report as StoredReport | null
      const { default: Papa } = await import('papaparse')
      const csv = Papa.unparse({
        fields: ['path', 'engine', 'field', 'before', 'after'],
        data: (report?.changes ?? []).map((c) => [
          c.path,
          c.name,
          c.field,
          c.before ?? '',
          c.after ?? '',
        ]),
      })
      return new Response(`\uFEFF${csv}\r\n`, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="wijzigingen-import-${idParam(req)}.csv"`,
        },
      })
    },
  },
]

/**
 * One record per uploaded price list: the file, who uploaded and applied it, when, the dry
 * run's report and the outcome. Creating one queues the dry run; staff apply or discard it
 * from the record's page.
 */
export const CatalogueImports: CollectionConfig = {
  slug: 'catalogue-imports',
  labels: {
    singular: l('Catalogusimport', 'Catalogue import', 'Katalogimport'),
    plural: l('Catalogusimports', 'Catalogue imports', 'Katalogimporte'),
  },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: () => false },
  admin: {
    group: 'Catalogus',
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'status', 'uploadedBy', 'createdAt'],
    description: l(
      'Upload een prijslijst (CSV). Eerst volgt een proefimport: u ziet wat er verandert en past het daarna toe of verwerpt het.',
      'Upload a price list (CSV). A dry run comes first: you see what changes, then apply or discard it.',
      'Laden Sie eine Preisliste (CSV) hoch. Zuerst folgt ein Probelauf: Sie sehen die Änderungen und übernehmen oder verwerfen sie.',
    ),
    components: {
      beforeListTable: ['/src/components/admin/ExportCatalogueLink#ExportCatalogueLink'],
    },
  },
  upload: {
    staticDir: importsDir(),
    mimeTypes: [
      'text/csv',
      'text/plain',
      'text/tab-separated-values',
      'application/vnd.ms-excel',
      'application/csv',
    ],
  },
  endpoints,
  fields: [
    {
      name: 'status',
      type: 'select',
      defaultValue: 'queued',
      index: true,
      label: l('Status', 'Status', 'Status'),
      options: statuses.map(([value, label]) => ({ value, label })),
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'staleAction',
      type: 'select',
      defaultValue: 'keep',
      label: l(
        'Motoren die niet in het bestand staan',
        'Engines not in the file',
        'Motoren, die nicht in der Datei stehen',
      ),
      options: [
        { value: 'keep', label: l('Laten staan', 'Keep', 'Behalten') },
        { value: 'hide', label: l('Verbergen', 'Hide', 'Ausblenden') },
      ],
      admin: { hidden: true },
    },
    {
      name: 'uploadedBy',
      type: 'relationship',
      relationTo: 'users',
      label: l('Geüpload door', 'Uploaded by', 'Hochgeladen von'),
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'appliedBy',
      type: 'relationship',
      relationTo: 'users',
      label: l('Toegepast door', 'Applied by', 'Übernommen von'),
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'appliedAt',
      type: 'date',
      label: l('Toegepast op', 'Applied at', 'Übernommen am'),
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'error',
      type: 'textarea',
      label: l('Melding', 'Message', 'Meldung'),
      admin: { readOnly: true, condition: (data) => Boolean(data?.error) },
    },
    { name: 'report', type: 'json', admin: { hidden: true } },
    {
      name: 'preview',
      type: 'ui',
      admin: { components: { Field: '/src/components/admin/ImportPreview.client#ImportPreview' } },
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
