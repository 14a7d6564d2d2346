import type { Payload } from 'payload'

import { queueWarming } from '@/content/server'
import type { Env } from '@/platform/env'

import { seed } from '../seed/lib/seed'

/**
 * What the site does with its database once a server has opened it (platform/startup.ts runs
 * this after the environment check and the migrations).
 */
export async function afterDatabaseOpen(payload: Payload, env: Env): Promise<void> {
  // The container image has no seed command of its own: it fills an empty database here.
  if (env.SEED_ON_START === '1') {
    const report = await seed(payload, {
      adminEmail: env.ADMIN_EMAIL,
      adminPassword: env.ADMIN_PASSWORD,
    })
    if (report.created.length > 0) console.info(`[startup] seeded ${report.created.join(', ')}`)
  }
  // A new build (or a restart) starts with an empty page cache: render it before visitors.
  await queueWarming(payload)
}
