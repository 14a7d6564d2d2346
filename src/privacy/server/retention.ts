import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'

import type { Payload, Where } from 'payload'

import { workshopToday } from '@/kit/format/dates'
import {
  backupTime,
  retentionCutoffs,
  retentionDefaults,
  type RetentionSettings,
} from '@/privacy/rules/retention'

import { anonymise, quietly } from './anonymise'

export async function retentionSettings(payload: Payload): Promise<RetentionSettings> {
  const doc = await payload.findGlobal({ slug: 'data-retention', depth: 0 })
  return {
    bookingsMonths: doc.bookingsMonths ?? retentionDefaults.bookingsMonths,
    requestsMonths: doc.requestsMonths ?? retentionDefaults.requestsMonths,
    mailDays: doc.mailDays ?? retentionDefaults.mailDays,
    waitlistDays: doc.waitlistDays ?? retentionDefaults.waitlistDays,
    auditMonths: doc.auditMonths ?? retentionDefaults.auditMonths,
  }
}

export type RetentionReport = {
  bookings: number
  requests: number
  mails: number
  waitlist: number
  audit: number
  backups: number
}

/**
 * Applies the retention periods: bookings and requests past theirs lose the person (name,
 * e-mail, phone, plate, notes or message; date, vehicle, package, price and status stay for
 * the workshop's figures) and their stored mails go; expired mail copies, waitlist entries and
 * audit records are deleted, and backup archives older than the longest period removed.
 * Each record is written on its own, so a failure leaves the rest for the next night.
 */
export async function applyRetention(
  payload: Payload,
  { now = new Date(), backupsDir }: { now?: Date; backupsDir?: string } = {},
): Promise<RetentionReport> {
  const cut = retentionCutoffs(await retentionSettings(payload), workshopToday(now))
  const ids = async (collection: 'bookings' | 'requests', where: Where) =>
    (
      await payload.find({
        collection,
        where: { and: [where, { anonymisedAt: { exists: false } }] },
        pagination: false,
        depth: 0,
        select: {},
        overrideAccess: true,
      })
    ).docs.map((doc) => doc.id)

  const bookings = await ids('bookings', { appointmentDate: { less_than: cut.bookingsBefore } })
  for (const id of bookings) await anonymise(payload, { collection: 'bookings', id }, { now })
  const requests = await ids('requests', { updatedAt: { less_than: cut.requestsBefore } })
  for (const id of requests) await anonymise(payload, { collection: 'requests', id }, { now })
  // A mail still waiting to go out is never deleted, however old.
  const mails = await payload.delete({
    collection: 'booking-mails',
    where: {
      and: [{ createdAt: { less_than: cut.mailsBefore } }, { state: { not_equals: 'queued' } }],
    },
    overrideAccess: true,
  })
  const waitlist = await payload.delete({
    collection: 'waitlist',
    where: { date: { less_than: cut.waitlistBefore } },
    overrideAccess: true,
    context: quietly,
  })
  const audit = await payload.delete({
    collection: 'audit-log',
    where: { createdAt: { less_than: cut.auditBefore } },
    overrideAccess: true,
  })
  return {
    bookings: bookings.length,
    requests: requests.length,
    mails: mails.docs.length,
    waitlist: waitlist.docs.length,
    audit: audit.docs.length,
    backups: backupsDir ? await removeOldBackups(backupsDir, cut.backupsBefore) : 0,
  }
}

/** Backup archives (named by the time they were made) from before `before`; other files stay. */
async function removeOldBackups(dir: string, before: string): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[])
  let removed = 0
  for (const name of names) {
    const made = backupTime(name)
    if (made && made < before) {
      await rm(path.join(dir, name), { force: true })
      removed++
    }
  }
  return removed
}
