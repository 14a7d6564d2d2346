import fs from 'node:fs'

import { createClient } from '@libsql/client'

/**
 * A consistent copy of a live SQLite database: VACUUM INTO reads one snapshot, WAL included,
 * while the site goes on reading and writing.
 */
export async function copyDatabase(from: string, to: string): Promise<void> {
  if (!fs.existsSync(from)) throw new Error(`There is no database at ${from}.`)
  const client = createClient({ url: `file:${from}` })
  try {
    await client.execute('PRAGMA busy_timeout = 5000')
    await client.execute({ sql: 'VACUUM INTO ?', args: [to] })
  } finally {
    client.close()
  }
}

export function isSqliteFile(file: string): boolean {
  if (!fs.existsSync(file)) return false
  const header = Buffer.alloc(16)
  const fd = fs.openSync(file, 'r')
  try {
    fs.readSync(fd, header, 0, 16, 0)
  } finally {
    fs.closeSync(fd)
  }
  return header.toString('latin1') === 'SQLite format 3\0'
}

/** Deletes a database file with the WAL and shared-memory files that belong to it. */
export function removeDatabaseFiles(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
}
