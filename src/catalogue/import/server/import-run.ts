import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { parseCatalogueCsv } from '@/catalogue/import/rules/parse'
import { serverEnv } from '@/platform/env'
import { abortedBy } from '@/platform/jobs/stopping'
import { sharedValues } from '@/platform/shared/values'
import { siteOriginForJobs } from '@/platform/site-url'

import { importCatalogue, type StaleAction } from './catalogue-import'
import { storedReport } from './import-report'
import { refreshRunningSite } from './notify-site'

export const IMPORTS = 'catalogue-imports' as const

type ImportDoc = {
  id: number | string
  filename?: string | null
  status?: string | null
  staleAction?: string | null
}

type Progress = { done: number; total: number }

/**
 * Progress of running applies, where every app process reads it (the admin's poll may reach
 * any of them, the apply runs in the worker): not in the database, whose transaction hides it
 * until the end. Redis with REDIS_URL, else this one process's memory.
 */
const progress = sharedValues<Progress>('import-progress', { ttlMs: 60 * 60_000, max: 100 })
export const applyProgress = async (id: number | string) => (await progress.get(String(id))) ?? null

export function importsDir() {
  return path.resolve(/* turbopackIgnore: true */ serverEnv().MEDIA_DIR ?? 'media', 'imports')
}

async function load(payload: Payload, id: number | string) {
  const doc = (await payload.findByID({
    collection: IMPORTS,
    id,
    depth: 0,
  })) as unknown as ImportDoc
  const file = path.join(importsDir(), doc.filename ?? '')
  const parsed = parseCatalogueCsv(new Uint8Array(fs.readFileSync(file)))
  return { doc, parsed }
}

const save = (payload: Payload, id: number | string, data: Record<string, unknown>) =>
  payload.update({ collection: IMPORTS, id, data, depth: 0, context: { disableRevalidate: true } })

/**
 * The dry run: what the file would change, stored on the import record for staff to review.
 * Stopped by `signal`, it throws that signal's reason and leaves the record as it was.
 */
export async function previewImport(payload: Payload, id: number | string, signal?: AbortSignal) {
  await save(payload, id, { status: 'previewing' })
  try {
    const { parsed } = await load(payload, id)
    if (!parsed.ok) return save(payload, id, { status: 'refused', refusal: parsed.problem })
    const summary = await importCatalogue(payload, parsed.rows, parsed.issues, {
      dryRun: true,
      signal,
    })
    return save(payload, id, { status: 'previewed', report: storedReport(parsed, summary) })
  } catch (error) {
    if (!abortedBy(error, signal))
      await save(payload, id, { status: 'failed', error: (error as Error).message })
    throw error
  }
}

/**
 * Applies a previewed file in one transaction, then refreshes the site's cache once. Stopped by
 * `signal` before its commit, it rolls back, throws that signal's reason and leaves the record
 * as it was, to be applied again whole.
 */
/** What the site does once an import changed the catalogue (payload.config.ts: render it ahead). */
export type AfterImport = (payload: Payload) => Promise<unknown>

export async function applyImport(
  payload: Payload,
  id: number | string,
  signal?: AbortSignal,
  afterImport?: AfterImport,
) {
  const { doc, parsed } = await load(payload, id)
  if (!parsed.ok) return save(payload, id, { status: 'refused', refusal: parsed.problem })
  const staleAction: StaleAction = doc.staleAction === 'hide' ? 'hide' : 'keep'
  await progress.set(String(id), { done: 0, total: parsed.rows.length })
  try {
    const summary = await importCatalogue(payload, parsed.rows, parsed.issues, {
      staleAction,
      onProgress: (done, total) => void progress.set(String(id), { done, total }),
      signal,
    })
    await save(payload, id, {
      status: 'applied',
      appliedAt: new Date().toISOString(),
      report: storedReport(parsed, summary),
    })
  } catch (error) {
    // The admin says in the staff member's language that nothing was changed; this is the cause.
    if (!abortedBy(error, signal))
      await save(payload, id, { status: 'failed', error: (error as Error).message })
    throw error
  } finally {
    await progress.delete(String(id))
  }
  await refreshCatalogueCache()
  // The changed catalogue is rendered again before visitors and crawlers ask for it.
  await afterImport?.(payload)
}

/**
 * Through the site's own revalidate endpoint: a job runs outside any request, where Next's
 * revalidateTag has no cache to reach (and a timer may carry a finished request's context).
 */
async function refreshCatalogueCache() {
  await refreshRunningSite(siteOriginForJobs())
}
