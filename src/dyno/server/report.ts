import type { Payload, PayloadRequest } from 'payload'

import { hashManageToken, newManageToken, queueMail } from '@/booking/server'
import type { DynoCurve } from '@/dyno/rules/parse'
import { toLocale, type Locale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server'
import { longDate } from '@/kit/format/long-date'
import type { Booking, DynoRun, SiteSetting } from '@/payload-types'
import { visitorText } from '@/platform/mail/visitor-text'
import { siteUrl } from '@/platform/site-url'
import { runsOfBookings } from '@/privacy/server'

import type { ReportContent } from './report-pdf'

type Id = number | string

export type ReportRefusal = 'notFound' | 'noBooking' | 'bookingGone'
export type SendResult = { ok: true; to: string } | { ok: false; reason: ReportRefusal }

/** Where the customer opens the PDF: a random token, only its hash stored on the run. */
export const reportUrl = (token: string) => `${siteUrl}/api/dyno/report/${token}`

const vehicleOf = (booking: Pick<Booking, 'vehicle' | 'brand' | 'model' | 'engine'>) =>
  visitorText(
    booking.vehicle || [booking.brand, booking.model, booking.engine].filter(Boolean).join(' '),
  )

const number = (value: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value)
const gainOf = (before: number, after: number, locale: Locale) => {
  const percent = before > 0 ? Math.round(((after - before) / before) * 100) : 0
  return `${after >= before ? '+' : ''}${number(after - before, locale)} (${percent >= 0 ? '+' : ''}${percent}%)`
}

/** Power in the reader's unit: pk, hp, PS (all metric horsepower). */
const powerUnit = { nl: 'pk', en: 'hp', de: 'PS' } as const satisfies Record<Locale, string>

const curves = (run: DynoRun) => ({
  before: run.before as unknown as DynoCurve,
  after: run.after as unknown as DynoCurve,
})

/**
 * Sends the customer the report of their car's runs in one action: a mail in the booking's
 * language through the outbox (HTML and text part), with the link to the PDF. A new link each
 * time; the one sent before stops working. Refused for a run without a booking, or one whose
 * booking has lost its customer (anonymised, erased).
 */
export async function sendDynoReport(
  payload: Payload,
  runId: Id,
  req?: PayloadRequest,
): Promise<SendResult> {
  const run = await payload.findByID({
    collection: 'dyno-runs',
    id: runId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!run) return { ok: false, reason: 'notFound' }
  if (!run.booking) return { ok: false, reason: 'noBooking' }
  const bookingId = typeof run.booking === 'object' ? run.booking.id : run.booking
  const booking = await payload.findByID({
    collection: 'bookings',
    id: bookingId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!booking || booking.anonymisedAt) return { ok: false, reason: 'bookingGone' }
  const runs = (await runsOfBookings(payload, [bookingId], req)).filter((r) => r.before && r.after)
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  const locale = toLocale(booking.locale ?? '')
  const t = serverTranslator(locale, 'DynoReport')
  const token = newManageToken()
  const url = reportUrl(token)
  const vehicle = vehicleOf(booking)
  const latest = runs.at(-1) ?? run
  const { before, after } = curves(latest)
  const business = settings.businessName || 'Chiptuning Nijmegen'
  await payload.update({
    collection: 'dyno-runs',
    id: run.id,
    overrideAccess: true,
    req,
    context: { dynoSystem: true },
    data: { reportTokenHash: hashManageToken(token), reportSentAt: new Date().toISOString() },
  })
  await queueMail(
    payload,
    {
      kind: 'dynoReport',
      bookingId,
      language: locale,
      to: booking.customerEmail,
      replyTo: settings.appointmentEmail || 'afspraak@chiptuning-nijmegen.nl',
      subject: t('subject', { vehicle }),
      text: [
        t('greeting', { name: visitorText(booking.customerName) }),
        '',
        t('intro', { vehicle, date: longDate(latest.date, locale) }),
        '',
        t('figures'),
        `  ${t('powerLine', { before: number(before.peaks.hp, locale), after: number(after.peaks.hp, locale), gain: gainOf(before.peaks.hp, after.peaks.hp, locale) })}`,
        `  ${t('torqueLine', { before: number(before.peaks.nm, locale), after: number(after.peaks.nm, locale), gain: gainOf(before.peaks.nm, after.peaks.nm, locale) })}`,
        '',
        t('link', { url }),
        '',
        t('closing'),
        business,
      ].join('\n'),
      links: [url],
      secret: token,
    },
    req,
  )
  return { ok: true, to: booking.customerEmail }
}

/** The PDF's words and figures for a booking's runs, in the booking's language. */
export function reportContent(
  booking: Pick<Booking, 'vehicle' | 'brand' | 'model' | 'engine' | 'locale'>,
  runs: readonly DynoRun[],
  settings: Pick<SiteSetting, 'businessName' | 'address' | 'phone' | 'email' | 'kvk'>,
): { content: ReportContent; locale: Locale } {
  const locale = toLocale(booking.locale ?? '')
  const t = serverTranslator(locale, 'DynoReport')
  const address = settings.address
  return {
    locale,
    content: {
      title: t('title'),
      workshop: {
        name: settings.businessName || 'Chiptuning Nijmegen',
        lines: [
          [address?.street, [address?.postcode, address?.city].filter(Boolean).join(' ')]
            .filter(Boolean)
            .join(', '),
          settings.phone,
          settings.email,
          settings.kvk ? `KvK ${settings.kvk}` : '',
        ].filter((line): line is string => Boolean(line)),
      },
      facts: [{ label: t('vehicle'), value: vehicleOf(booking) }],
      heads: { before: t('before'), after: t('after'), gain: t('gain') },
      charts: {
        power: `${t('powerChart')}   ${t('before')} - - -   ${t('after')} ——`,
        torque: `${t('torqueChart')}   ${t('before')} - - -   ${t('after')} ——`,
      },
      runs: runs.map((run, index) => {
        const { before, after } = curves(run)
        return {
          title: t('runTitle', { n: index + 1, date: longDate(run.date, locale) }),
          figures: [
            {
              label: t('power'),
              before: `${number(before.peaks.hp, locale)} ${powerUnit[locale]}`,
              after: `${number(after.peaks.hp, locale)} ${powerUnit[locale]}`,
              gain: gainOf(before.peaks.hp, after.peaks.hp, locale),
            },
            {
              label: t('torque'),
              before: `${number(before.peaks.nm, locale)} Nm`,
              after: `${number(after.peaks.nm, locale)} Nm`,
              gain: gainOf(before.peaks.nm, after.peaks.nm, locale),
            },
          ],
          before: before.points,
          after: after.points,
        }
      }),
      disclaimer: t('disclaimer'),
    },
  }
}
