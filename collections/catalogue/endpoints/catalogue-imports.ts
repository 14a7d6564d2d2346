import type { Endpoint, PayloadRequest } from 'payload'

import {
  type StoredReport,
  importTextsFrom,
  CATALOGUE_QUEUE,
  exportCatalogue,
  applyProgress,
} from '@/catalogue/server'

import { mayOn } from '../../shared/access'

// Imports change the catalogue and its prices: the owner's (src/staff/rules/roles.ts).
const ownerOf = (req: PayloadRequest) => mayOn(req, 'catalogue-imports', 'create')
const refused = () => Response.json({ error: 'Not allowed' }, { status: 403 })

const idParam = (req: PayloadRequest) => String(req.routeParams?.id ?? '')

/** Export, apply, discard, progress and changes of a catalogue import, for staff only. */
export const catalogueImportEndpoints: Endpoint[] = [
  {
    path: '/export',
    method: 'get',
    handler: async (req) => {
      if (!ownerOf(req)) return refused()
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
      if (!ownerOf(req)) return refused()
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
          appliedBy: req.user?.id,
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
      if (!ownerOf(req)) return refused()
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
      if (!ownerOf(req)) return refused()
      return Response.json({ progress: await applyProgress(idParam(req)) })
    },
  },
  {
    path: '/:id/changes',
    method: 'get',
    handler: async (req) => {
      if (!ownerOf(req)) return refused()
      const doc = await req.payload.findByID({
        collection: 'catalogue-imports',
        id: idParam(req),
        depth: 0,
        req,
      })
      const report = doc.report as StoredReport | null
      const { default: Papa } = await import('papaparse')
      // In the words of the screen it is downloaded from: the staff member's admin language.
      const t = importTextsFrom(req.i18n.t)
      const csv = Papa.unparse({
        fields: [t.address, t.engine, t.field, t.before, t.after],
        data: (report?.changes ?? []).map((c) => [
          c.path,
          c.name,
          t.fieldName(c.field),
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
