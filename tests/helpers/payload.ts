import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload, SanitizedConfig } from 'payload'

export type TestPayload = { payload: Payload; dir: string; cleanup: () => Promise<void> }

/**
 * Boots Payload's Local API on a fresh SQLite file in a temporary folder, with the schema
 * built by the committed migrations exactly as production builds it. `adjust` lets a test add
 * to the app's own config (a hook that fails on purpose) before Payload starts.
 */
export async function startPayload(
  adjust?: (config: SanitizedConfig) => void,
): Promise<TestPayload> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chiptuning-int-'))
  process.env.DATABASE_URL = `file:${path.join(dir, 'test.db')}`
  process.env.DATABASE_PUSH = 'false'
  process.env.MEDIA_DIR = path.join(dir, 'media')
  const [{ default: config }, { getPayload }, { migrations }] = await Promise.all([
    import('@payload-config'),
    import('payload'),
    import('@/migrations'),
  ])
  if (adjust) adjust(await config)
  const payload = await getPayload({ config })
  await payload.db.migrate({
    migrations: migrations as Parameters<typeof payload.db.migrate>[0] extends {
      migrations?: infer M
    }
      ? M
      : never,
  })
  return {
    payload,
    dir,
    cleanup: async () => {
      await payload.destroy()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
