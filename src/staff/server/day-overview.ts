import type { Payload, TypedUser } from 'payload'

import { dayStrip } from '@/booking'
import { loadBookingRules } from '@/booking/server'
import { addDays, workshopToday } from '@/kit/format/dates'
import { serverEnv } from '@/platform/env'
import { DEFAULT_MAIL_FROM } from '@/platform/mail/adapter'

import * as demo from '../../../seed/lib/globals'
import { demoLeftovers } from '../rules/setup'

const STRIP_DAYS = 14

/**
 * What the dashboard shows a staff member, read with their own access (never past it): today's
 * bookings, two weeks of days, what waits for an answer, the month's no-shows and the demo
 * values still in place.
 */
export async function dayOverview(payload: Payload, user: TypedUser, now: Date, language: string) {
  const asStaff = { user, overrideAccess: false, depth: 0 } as const
  const today = workshopToday(now)
  const last = addDays(today, STRIP_DAYS - 1)
  const month = today.slice(0, 7)
  const [rules, todays, coming, requests, waiting, noShows, settings, pricing] = await Promise.all([
    loadBookingRules(payload),
    payload.find({
      collection: 'bookings',
      where: { appointmentDate: { equals: today } },
      sort: 'createdAt',
      pagination: false,
      ...asStaff,
    }),
    payload.find({
      collection: 'bookings',
      where: {
        and: [
          { appointmentDate: { greater_than_equal: today } },
          { appointmentDate: { less_than_equal: last } },
          { status: { not_equals: 'cancelled' } },
        ],
      },
      select: { appointmentDate: true },
      pagination: false,
      ...asStaff,
    }),
    payload.find({
      collection: 'requests',
      where: { status: { equals: 'new' } },
      sort: 'createdAt',
      limit: 10,
      ...asStaff,
    }),
    payload.find({
      collection: 'waitlist',
      where: { status: { in: ['waiting', 'offered'] } },
      sort: 'createdAt',
      limit: 10,
      ...asStaff,
    }),
    payload.count({
      collection: 'bookings',
      where: {
        and: [
          { status: { equals: 'noShow' } },
          { appointmentDate: { greater_than_equal: `${month}-01` } },
          { appointmentDate: { less_than_equal: `${month}-31` } },
        ],
      },
      user,
      overrideAccess: false,
    }),
    payload.findGlobal({ slug: 'site-settings', ...asStaff }),
    payload.findGlobal({ slug: 'pricing', ...asStaff }),
  ])
  const used: Record<string, number> = {}
  for (const b of coming.docs) used[b.appointmentDate] = (used[b.appointmentDate] ?? 0) + 1
  const env = serverEnv()
  const setup = demoLeftovers(
    {
      settings,
      pricing,
      mail: { from: env.MAIL_FROM, delivers: Boolean(env.RESEND_API_KEY || env.SMTP_URL) },
    },
    {
      settings: demo.siteSettings,
      pricing: demo.pricing,
      mail: { from: DEFAULT_MAIL_FROM, delivers: true },
    },
  )
  return {
    today,
    startTime: rules.startTime,
    bookings: todays.docs,
    strip: dayStrip(today, rules, used, STRIP_DAYS, language),
    requests: { docs: requests.docs, total: requests.totalDocs },
    waiting: { docs: waiting.docs, total: waiting.totalDocs },
    noShows: noShows.totalDocs,
    setup,
  }
}

export type DayOverview = Awaited<ReturnType<typeof dayOverview>>
