/** `npm run backup`: the SQLite database (a consistent copy, safe while the site runs) and the uploads in backups/. */
import path from 'node:path'

import { createBackup } from '@/platform/backup/create-backup'
import { resolveDatabase } from '@/platform/database-url'

async function main() {
  const database = resolveDatabase(process.env.DATABASE_URL)
  if (database.kind === 'mongodb')
    throw new Error(
      'DATABASE_URL points at MongoDB: back it up with mongodump (README, "Backups").',
    )
  const archive = await createBackup({
    databaseFile: database.file,
    mediaDir: path.resolve(process.env.MEDIA_DIR || 'media'),
    backupsDir: path.resolve('backups'),
  })
  console.log(`Backup written: ${path.relative(process.cwd(), archive)}`)
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
