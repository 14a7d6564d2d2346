import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { sqliteAdapter } from '@payloadcms/db-sqlite'
import {
  buildConfig,
  type CollectionSlug,
  getPayload,
  type Payload,
  type TaskConfig,
  type TaskType,
} from 'payload'

// The bare instance's collections and task are not in this site's generated types.
export const THINGS = 'things' as CollectionSlug
export const NOTES = 'notes' as CollectionSlug
export const COUNT_TASK = 'count' as TaskType

export type BarePayload = {
  payload: Payload
  dir: string
  file: string
  cleanup: () => Promise<void>
}

/**
 * Payload as it comes, for the upstream canaries: the SQLite adapter with this site's options
 * (WAL, real transactions) and none of src/platform's workarounds, on a fresh file. Small
 * collections hold what the workarounds are about: a number, a date and a relation field, an
 * upload folder, staff accounts without e-mail verification, and a hook that writes through
 * the Local API without passing `req` on. `tasks` lets a canary run jobs.
 */
export async function startBarePayload(
  key: string,
  tasks: TaskConfig[] = [],
): Promise<BarePayload> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bare-payload-'))
  const file = path.join(dir, 'bare.db')
  const media = path.join(dir, 'media')
  fs.mkdirSync(path.join(media, 'a-folder'), { recursive: true })
  const config = buildConfig({
    secret: 'canary-only-secret',
    telemetry: false,
    // The canaries provoke errors on purpose; Payload would log a stack trace for each.
    logger: { options: { level: 'silent' } },
    db: sqliteAdapter({ client: { url: `file:${file}` }, wal: true, transactionOptions: {} }),
    email: () => ({
      name: 'discard',
      defaultFromAddress: 'canary@example.com',
      defaultFromName: 'Canary',
      sendEmail: async () => ({}),
    }),
    collections: [
      { slug: 'users', auth: true, fields: [] },
      {
        slug: THINGS,
        access: { read: () => true },
        fields: [
          { name: 'count', type: 'number' },
          { name: 'day', type: 'date' },
          { name: 'other', type: 'relationship', relationTo: THINGS },
        ],
      },
      {
        slug: NOTES,
        fields: [],
        hooks: {
          afterChange: [
            async ({ req }) => {
              await req.payload.create({ collection: THINGS, data: {} })
            },
          ],
        },
      },
      { slug: 'media', access: { read: () => true }, upload: { staticDir: media }, fields: [] },
    ],
    jobs: { tasks },
  })
  const payload = await getPayload({ config, key })
  return {
    payload,
    dir,
    file,
    cleanup: async () => {
      await payload.destroy()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** A document of `things`, typed as the bare instance holds it. */
export async function createThing(payload: Payload, data: { count?: number | string }) {
  const thing = await payload.create({ collection: THINGS, data: data as never })
  return thing as unknown as { id: number; count: number | null }
}
