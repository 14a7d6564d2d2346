import fs from 'node:fs'
import path from 'node:path'

import { extract } from 'tar'

import {
  BACKUP_FORMAT,
  DATABASE_ENTRY,
  MANIFEST_ENTRY,
  type Manifest,
  MEDIA_ENTRY,
  timestamp,
} from './layout'
import { copyDatabase, isSqliteFile, removeDatabaseFiles } from './sqlite-copy'

export type RestoreOptions = {
  archive: string
  databaseFile: string
  mediaDir: string
  backupsDir: string
  /** Where a running site would answer; restoring under a running site would corrupt it. */
  siteOrigin: string
  now?: Date
}

export type RestoreReport = { manifest: Manifest; replacedDir: string | null }

/** True when anything answers HTTP there: a site on this database may be running. */
async function answers(origin: string): Promise<boolean> {
  try {
    await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(1500) })
    return true
  } catch {
    return false
  }
}

function readManifest(dir: string): Manifest {
  const file = path.join(dir, MANIFEST_ENTRY)
  const manifest = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Manifest>)
    : {}
  if (manifest.format !== BACKUP_FORMAT || !isSqliteFile(path.join(dir, DATABASE_ENTRY))) {
    throw new Error('This is not a backup made by `npm run backup`; nothing was changed.')
  }
  return manifest as Manifest
}

/** rename, or copy and delete where the two paths are on different file systems. */
function move(from: string, to: string) {
  try {
    fs.renameSync(from, to)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    fs.cpSync(from, to, { recursive: true })
    fs.rmSync(from, { recursive: true, force: true })
  }
}

/**
 * Replaces the database and the uploads with an archive's. Refuses while a site answers on
 * `siteOrigin`, and keeps what it replaces in `<backupsDir>/replaced-<utc time>/`.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreReport> {
  const { archive, databaseFile, mediaDir, backupsDir, now = new Date() } = options
  if (!fs.existsSync(archive)) throw new Error(`There is no archive at ${archive}.`)
  if (await answers(options.siteOrigin)) {
    throw new Error(
      `A server answers at ${options.siteOrigin}: stop the site first; nothing was changed.`,
    )
  }
  fs.mkdirSync(backupsDir, { recursive: true })
  const staging = fs.mkdtempSync(path.join(backupsDir, '.restoring-'))
  try {
    // Files and folders only: a link in a tampered archive could point outside the staging folder.
    await extract({
      file: archive,
      cwd: staging,
      strict: true,
      filter: (_path, entry) =>
        'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
    })
    const manifest = readManifest(staging)

    let replacedDir: string | null = null
    if (fs.existsSync(databaseFile) || fs.existsSync(mediaDir)) {
      replacedDir = path.join(backupsDir, `replaced-${timestamp(now)}`)
      fs.mkdirSync(replacedDir, { recursive: true })
      if (fs.existsSync(databaseFile))
        await copyDatabase(databaseFile, path.join(replacedDir, DATABASE_ENTRY))
      if (fs.existsSync(mediaDir)) move(mediaDir, path.join(replacedDir, MEDIA_ENTRY))
    }

    // A WAL left next to the new file would be replayed into it.
    removeDatabaseFiles(databaseFile)
    fs.mkdirSync(path.dirname(databaseFile), { recursive: true })
    move(path.join(staging, DATABASE_ENTRY), databaseFile)
    fs.mkdirSync(path.dirname(mediaDir), { recursive: true })
    move(path.join(staging, MEDIA_ENTRY), mediaDir)
    return { manifest, replacedDir }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
  }
}
