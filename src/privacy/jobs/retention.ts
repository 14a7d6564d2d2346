import path from 'node:path'

import type { TaskConfig } from 'payload'

import { applyRetention, type RetentionReport } from '../server/retention'

/**
 * Every night at 03:15 (quiet hours): what has passed its retention period is anonymised or
 * deleted, and backup archives in backups/ (where `npm run backup` writes them) older than the
 * longest period are removed.
 */
export const retentionTask = {
  slug: 'privacyRetention',
  label: 'Bewaartermijnen toepassen',
  schedule: [{ cron: '0 15 3 * * *', queue: 'default' }],
  handler: async ({ req }) => {
    const report = await applyRetention(req.payload, {
      now: new Date(),
      backupsDir: path.resolve('backups'),
    })
    return { output: report }
  },
} satisfies TaskConfig<{ input: object; output: RetentionReport }>
