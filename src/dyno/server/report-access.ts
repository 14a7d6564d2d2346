import type { Payload } from 'payload'

import { findManagedBooking, hashManageToken } from '@/booking/server'
import { toLocale } from '@/i18n/locales'
import { runsOfBookings } from '@/privacy/server'

import { reportContent } from './report'
import { renderDynoReport } from './report-pdf'

type Id = number | string

const tokenShape = /^[\w-]{43}$/

/**
 * The booking whose report a token opens: the report link of the mail (its hash on a run), or
 * the booking's manage link (its manage page links here). Null for anything else, and for a
 * booking whose report was never sent.
 */
async function bookingOfToken(payload: Payload, token: string): Promise<Id | null> {
  if (!tokenShape.test(token)) return null
  const { docs } = await payload.find({
    collection: 'dyno-runs',
    where: { reportTokenHash: { equals: hashManageToken(token) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { booking: true },
  })
  const sent = docs[0]?.booking
  if (sent) return typeof sent === 'object' ? sent.id : sent
  const managed = await findManagedBooking(payload, token)
  if (!managed) return null
  return (await hasSentReport(payload, managed.id)) ? managed.id : null
}

/** Whether staff have sent the customer the report of this booking's runs. */
export async function hasSentReport(payload: Payload, bookingId: Id): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'dyno-runs',
    where: { and: [{ booking: { equals: bookingId } }, { reportSentAt: { exists: true } }] },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** The PDF a token opens, with its file name, or null (the route answers 404). */
export async function reportPdfForToken(
  payload: Payload,
  token: string,
): Promise<{ pdf: Buffer; filename: string } | null> {
  const bookingId = await bookingOfToken(payload, token)
  if (bookingId === null) return null
  const booking = await payload.findByID({
    collection: 'bookings',
    id: bookingId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!booking || booking.anonymisedAt) return null
  const runs = (await runsOfBookings(payload, [bookingId])).filter((run) => run.before && run.after)
  if (runs.length === 0) return null
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const { content, locale } = reportContent(booking, runs, settings)
  const name = { nl: 'meetrapport', en: 'dyno-report', de: 'pruefstandsbericht' }[toLocale(locale)]
  return { pdf: await renderDynoReport(content), filename: `${name}-${runs.at(-1)!.date}.pdf` }
}
