import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

export type TestPayload = { payload: Payload; dir: string; cleanup: () => Promise<void> }

/**
 * Boots Payload's Local API on a fresh SQLite file in a temporary folder, with the schema
 * built by the committed migrations exactly as production builds it.
 */
export async function startPayload(): Promise<TestPayload> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chiptuning-int-'))
  process.env.DATABASE_URL = `file:${path.join(dir, 'test.db')}`
  process.env.DATABASE_PUSH = 'false'
  process.env.MEDIA_DIR = path.join(dir, 'media')
  const [{ default: config }, { getPayload }, { migrations }] = await Promise.all([
    import('@payload-config'),
    import('payload'),
    import('@/migrations'),
  ])
  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations: migrations as Parameters<typeof payload.db.migrate>[0] extends { migrations?: infer M } ? M : never })
  return {
    payload,
    dir,
    cleanup: async () => {
      await payload.destroy()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
