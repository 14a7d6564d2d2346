import type { Payload } from 'payload'

import { calendarInvite } from '@/domain/booking/ics'
import { weekdayOf } from '@/domain/booking/dates'
import type { BookingRules } from '@/domain/booking/availability'
import type { BookingRequest } from '@/domain/booking/schema'

import { serverTranslator } from '../i18n'
import type { Mailer } from '../mail/mailer'

const months: Record<string, string[]> = {
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
}

/** "zaterdag 5 december 2026" in the visitor's language. */
export function longDate(date: string, locale: BookingRequest['locale']): string {
  const t = serverTranslator(locale, 'BookingMail')
  const [year, month, day] = date.split('-').map(Number)
  const weekday = t(`days.${weekdayOf(date)}`)
  return locale === 'de' ? `${weekday}, ${day}. ${months.de![month! - 1]} ${year}` : `${weekday} ${day} ${months[locale]![month! - 1]} ${year}`
}

type Stored = { id: number | string; notes: string | null }

/**
 * The customer's confirmation (their language, with the calendar invite) and the workshop's
 * notification. Throws when a mail could not be sent; the caller records that on the booking.
 */
export async function sendBookingMails(payload: Payload, mailer: Mailer, booking: Omit<BookingRequest, 'notes'> & Stored, rules: BookingRules, now: Date) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const t = serverTranslator(booking.locale, 'BookingMail')
  const address = `${settings.address.street}, ${settings.address.postcode} ${settings.address.city}`
  const date = longDate(booking.appointmentDate, booking.locale)
  const hours = (settings.openingHours ?? []).map((h) => `  ${t(`days.${h.day}`)}: ${h.opens}-${h.closes}`)
  const details = [
    `${booking.customerName} · ${booking.customerPhone} · ${booking.customerEmail}`,
    booking.licensePlate,
    ...(booking.notes ? booking.notes.split('\n') : []),
  ].map((line) => `  ${line}`)

  const invite = calendarInvite({
    uid: `booking-${booking.id}@${settings.appointmentEmail.split('@')[1] ?? 'chiptuning-nijmegen.nl'}`,
    date: booking.appointmentDate,
    startTime: rules.startTime,
    allDay: rules.allDay,
    summary: `${settings.businessName}: chiptuning`,
    description: [booking.licensePlate, booking.notes].filter(Boolean).join('\n'),
    location: address,
    organizer: { name: settings.businessName, email: settings.appointmentEmail },
    attendee: { name: booking.customerName, email: booking.customerEmail },
    now,
  })

  await mailer.send({
    to: booking.customerEmail,
    replyTo: settings.appointmentEmail,
    subject: t('customerSubject', { date }),
    text: [
      t('customerGreeting', { name: booking.customerName }),
      '',
      t('customerIntro', { business: settings.businessName }),
      t('when', { date, duration: t('duration') }),
      t('start', { time: rules.startTime }),
      t('where', { address }),
      '',
      t('vehicle'),
      ...details,
      '',
      t('hours'),
      ...hours,
      '',
      t('invite'),
      t('change', { phone: settings.phone }),
      '',
      t('closing'),
      settings.businessName,
    ].join('\n'),
    attachments: [{ filename: 'afspraak.ics', content: invite, contentType: 'text/calendar; method=REQUEST; charset=utf-8' }],
  })

  const nl = serverTranslator('nl', 'BookingMail')
  await mailer.send({
    to: settings.appointmentEmail,
    replyTo: booking.customerEmail,
    subject: nl('workshopSubject', { date: longDate(booking.appointmentDate, 'nl'), name: booking.customerName, plate: booking.licensePlate }),
    text: [nl('workshopIntro'), '', ...details, '', `Taal: ${booking.locale}`].join('\n'),
    attachments: [{ filename: 'afspraak.ics', content: invite, contentType: 'text/calendar; method=REQUEST; charset=utf-8' }],
  })
}
