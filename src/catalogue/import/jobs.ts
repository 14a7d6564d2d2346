import type { TaskConfig } from 'payload'

import { applyImport, previewImport } from './server/import-run'

type ImportTask = TaskConfig<{ input: { importId: string }; output: object }>

/** The queue the catalogue import's jobs run on (the admin's dry run and apply). */
export const CATALOGUE_QUEUE = 'catalogue'

export const catalogueImportTasks: ImportTask[] = [
  {
    slug: 'catalogueImportPreview',
    retries: 0,
    inputSchema: [{ name: 'importId', type: 'text', required: true }],
    handler: async ({ input, req }) => {
      await previewImport(req.payload, input.importId)
      return { output: {} }
    },
  },
  {
    slug: 'catalogueImportApply',
    retries: 0,
    inputSchema: [{ name: 'importId', type: 'text', required: true }],
    handler: async ({ input, req }) => {
      await applyImport(req.payload, input.importId)
      return { output: {} }
    },
  },
]
