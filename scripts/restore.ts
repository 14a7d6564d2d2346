/** `npm run restore <archive>`: puts a backup's database and uploads back, keeping what it replaces. */
import path from 'node:path'

import { restoreBackup } from '@/platform/backup/restore-backup'
import { resolveDatabase } from '@/platform/database-url'

async function main() {
  const archive = process.argv[2]
  if (!archive) throw new Error('usage: npm run restore <backups/backup-YYYYMMDD-HHMMSS.tar.gz>')
  const database = resolveDatabase(process.env.DATABASE_URL)
  if (database.kind === 'mongodb')
    throw new Error(
      'DATABASE_URL points at MongoDB: restore it with mongorestore (README, "Backups").',
    )
  const { manifest, replacedDir } = await restoreBackup({
    archive: path.resolve(archive),
    databaseFile: database.file,
    mediaDir: path.resolve(process.env.MEDIA_DIR || 'media'),
    backupsDir: path.resolve('backups'),
    siteOrigin: `http://127.0.0.1:${process.env.PORT || 3000}`,
  })
  console.log(
    `Restored the backup of ${manifest.createdAt} (${manifest.mediaFiles} uploaded files).`,
  )
  if (replacedDir)
    console.log(`What it replaced is kept in ${path.relative(process.cwd(), replacedDir)}.`)
}

main().catch((error: unknown) => {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
