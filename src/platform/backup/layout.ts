import path from 'node:path'

/** What a backup archive holds; `format` lets a later version refuse an archive it cannot read. */
export const BACKUP_FORMAT = 1
export const DATABASE_ENTRY = 'site.db'
export const MEDIA_ENTRY = 'media'
export const MANIFEST_ENTRY = 'backup.json'

export type Manifest = { format: number; createdAt: string; mediaFiles: number }

/** `20261122-064012`, in UTC so that names sort in time order on any machine. */
export function timestamp(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)
}

export function archivePath(backupsDir: string, now: Date): string {
  return path.join(backupsDir, `backup-${timestamp(now)}.tar.gz`)
}
