import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { getPayload, type Payload } from 'payload'
import { create } from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createBackup } from '@/platform/backup/create-backup'
import { restoreBackup } from '@/platform/backup/restore-backup'

import { startPayload, type TestPayload } from '../helpers/payload'

/** A port nothing listens on: the "site" is stopped. */
const stoppedSite = 'http://127.0.0.1:9'

const brandNames = async (payload: Payload) =>
  (
    await payload.find({ collection: 'brands', depth: 0, sort: 'slug', pagination: false })
  ).docs.map((b) => b.name)

describe('npm run backup / npm run restore', () => {
  let t: TestPayload
  let files: { databaseFile: string; mediaDir: string; backupsDir: string }
  let archive: string
  beforeAll(async () => {
    t = await startPayload()
    files = {
      databaseFile: path.join(t.dir, 'test.db'),
      mediaDir: path.join(t.dir, 'media'),
      backupsDir: path.join(t.dir, 'backups'),
    }
    await t.payload.create({
      collection: 'brands',
      data: { name: 'Before', slug: 'before', category: 'cars' },
    })
    fs.mkdirSync(files.mediaDir, { recursive: true })
    fs.writeFileSync(path.join(files.mediaDir, 'logo.svg'), '<svg>before</svg>')
    // Taken while Payload holds the database open in WAL mode, as on a running site.
    archive = await createBackup({ ...files, now: new Date('2026-11-22T06:40:12Z') })
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('writes one timestamped archive and leaves no temporary files', () => {
    expect(path.basename(archive)).toBe('backup-20261122-064012.tar.gz')
    expect(fs.readdirSync(files.backupsDir)).toEqual(['backup-20261122-064012.tar.gz'])
  })

  it('refuses while a site answers, and an archive that is not a backup, changing nothing', async () => {
    const site = http.createServer((_, res) => res.end('ok')).listen(0, '127.0.0.1')
    await new Promise((resolve) => site.once('listening', resolve))
    const running = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
    await expect(restoreBackup({ ...files, archive, siteOrigin: running })).rejects.toThrow(
      /stop the site first/,
    )
    site.close()

    const strange = path.join(t.dir, 'strange.tar.gz')
    fs.writeFileSync(path.join(t.dir, 'notes.txt'), 'not a backup')
    await create({ gzip: true, cwd: t.dir, file: strange }, ['notes.txt'])
    await expect(
      restoreBackup({ ...files, archive: strange, siteOrigin: stoppedSite }),
    ).rejects.toThrow(/not a backup/)
    await expect(
      restoreBackup({ ...files, archive: `${archive}.missing`, siteOrigin: stoppedSite }),
    ).rejects.toThrow(/no archive/)

    expect(await brandNames(t.payload)).toEqual(['Before'])
    expect(fs.readdirSync(files.backupsDir)).toEqual(['backup-20261122-064012.tar.gz'])
  })

  it('brings back the data and uploads of the backup and keeps what it replaced', async () => {
    const before = (
      await t.payload.find({ collection: 'brands', where: { slug: { equals: 'before' } } })
    ).docs[0]!
    await t.payload.update({ collection: 'brands', id: before.id, data: { name: 'Renamed' } })
    await t.payload.create({
      collection: 'brands',
      data: { name: 'Later', slug: 'later', category: 'cars' },
    })
    fs.writeFileSync(path.join(files.mediaDir, 'logo.svg'), '<svg>after</svg>')
    fs.writeFileSync(path.join(files.mediaDir, 'new.svg'), '<svg>new</svg>')
    expect(await brandNames(t.payload)).toEqual(['Renamed', 'Later'])

    const report = await restoreBackup({
      ...files,
      archive,
      siteOrigin: stoppedSite,
      now: new Date('2026-11-22T07:00:00Z'),
    })
    expect(report.manifest).toMatchObject({
      format: 1,
      createdAt: '2026-11-22T06:40:12.000Z',
      mediaFiles: 1,
    })

    // A server started afterwards sees the restored file. (The config reads DATABASE_URL when
    // imported, so only after startPayload has set it.)
    const { default: config } = await import('@payload-config')
    const restored = await getPayload({ config, key: 'after-restore' })
    try {
      expect(await brandNames(restored)).toEqual(['Before'])
    } finally {
      await restored.destroy()
    }
    expect(fs.readdirSync(files.mediaDir)).toEqual(['logo.svg'])
    expect(fs.readFileSync(path.join(files.mediaDir, 'logo.svg'), 'utf8')).toBe('<svg>before</svg>')

    expect(report.replacedDir).toBe(path.join(files.backupsDir, 'replaced-20261122-070000'))
    expect(fs.readdirSync(path.join(report.replacedDir!, 'media')).sort()).toEqual([
      'logo.svg',
      'new.svg',
    ])
    expect(fs.statSync(path.join(report.replacedDir!, 'site.db')).size).toBeGreaterThan(0)
  })
})
