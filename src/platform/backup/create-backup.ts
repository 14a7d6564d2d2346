import fs from 'node:fs'
import path from 'node:path'

import { create } from 'tar'

import {
  archivePath,
  BACKUP_FORMAT,
  DATABASE_ENTRY,
  MANIFEST_ENTRY,
  type Manifest,
  MEDIA_ENTRY,
} from './layout'
import { copyDatabase } from './sqlite-copy'

export type BackupOptions = {
  databaseFile: string
  mediaDir: string
  backupsDir: string
  now?: Date
}

const countFiles = (dir: string): number =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .reduce((n, e) => n + (e.isDirectory() ? countFiles(path.join(dir, e.name)) : 1), 0)

/** Writes `<backupsDir>/backup-<utc time>.tar.gz` with the database and the uploads; returns its path. */
export async function createBackup({
  databaseFile,
  mediaDir,
  backupsDir,
  now = new Date(),
}: BackupOptions): Promise<string> {
  const archive = archivePath(backupsDir, now)
  if (fs.existsSync(archive)) throw new Error(`${archive} exists already; try again in a second.`)
  fs.mkdirSync(backupsDir, { recursive: true })
  const staging = fs.mkdtempSync(path.join(backupsDir, '.staging-'))
  try {
    await copyDatabase(databaseFile, path.join(staging, DATABASE_ENTRY))
    const media = path.join(staging, MEDIA_ENTRY)
    if (fs.existsSync(mediaDir)) fs.cpSync(mediaDir, media, { recursive: true })
    else fs.mkdirSync(media)
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      createdAt: now.toISOString(),
      mediaFiles: countFiles(media),
    }
    fs.writeFileSync(path.join(staging, MANIFEST_ENTRY), `${JSON.stringify(manifest, null, 2)}\n`)
    // Written under a temporary name first, so an interrupted run never leaves a half archive.
    await create({ gzip: true, portable: true, cwd: staging, file: `${archive}.partial` }, [
      MANIFEST_ENTRY,
      DATABASE_ENTRY,
      MEDIA_ENTRY,
    ])
    // Customer data and staff accounts: readable by the owner only.
    fs.chmodSync(`${archive}.partial`, 0o600)
    fs.renameSync(`${archive}.partial`, archive)
    return archive
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
    fs.rmSync(`${archive}.partial`, { force: true })
  }
}
