import { calendarInvite } from '@/booking/rules/ics'
import { defaultLocale, type Locale, toLocale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server'
import { longDate } from '@/kit/format/long-date'
import { formatEuro } from '@/kit/format/money'

import { asShown, type ComposedMail, type MailBooking, type MailContext } from './mail-context'
import type { BookingMailKind } from './mail-kinds'

export type { ComposedMail, MailContext } from './mail-context'

/**
 * The text of every booking mail, in the customer's language (the workshop's own mails in
 * Dutch). Pure apart from the message files, so a mail can be rendered once when it is queued
 * and sent unchanged by any retry.
 */
export function composeMail(
  kind: BookingMailKind,
  typed: MailBooking,
  context: MailContext,
): ComposedMail {
  const booking = asShown(typed)
  const locale: Locale = toLocale(booking.locale ?? '')
  const { rules } = context
  // A fresh install may not have its business details yet; a mail still goes out.
  const settings = {
    ...context.settings,
    businessName: context.settings.businessName || 'Chiptuning Nijmegen',
    appointmentEmail: context.settings.appointmentEmail || 'afspraak@chiptuning-nijmegen.nl',
    phone: context.settings.phone || '',
    address: context.settings.address ?? { street: '', postcode: '', city: '' },
  }
  const t = serverTranslator(locale, 'BookingMail')
  const address = [
    settings.address.street,
    [settings.address.postcode, settings.address.city].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ')
  const date = longDate(booking.appointmentDate, locale)
  const details = [
    `${booking.customerName} · ${booking.customerPhone} · ${booking.customerEmail}`,
    booking.licensePlate,
    ...(booking.notes ? booking.notes.split('\n') : []),
  ].map((line) => `  ${line}`)
  const chosen = (language: Locale, heading: 'package' | 'workshopPackage') => {
    const order = booking.order
    if (!order?.total || !order.lines?.length) return []
    const words = serverTranslator(language, 'BookingMail')
    const euro = (amount: number) => formatEuro(amount, language)
    return [
      '',
      words(heading),
      ...order.lines.map((line, index) => {
        // Stage 1 (the first line) at the promotion's price names the price it replaces.
        const normal = index === 0 && order.promotion ? order.normalPrice : null
        const price = normal
          ? words('promotion', { price: euro(line.price), normal: euro(normal) })
          : euro(line.price)
        return `  ${line.name}: ${price}`
      }),
      `  ${words('packageTotal', { price: euro(order.total) })}`,
    ]
  }
  const hours = (settings.openingHours ?? []).map(
    (h) => `  ${t(`days.${h.day}`)}: ${h.opens}-${h.closes}`,
  )
  const invite = (cancelled = false) =>
    calendarInvite({
      uid: `booking-${booking.id}@${settings.appointmentEmail.split('@')[1] ?? 'chiptuning-nijmegen.nl'}`,
      date: booking.appointmentDate,
      startTime: rules.startTime,
      allDay: rules.allDay,
      summary: `${settings.businessName}: chiptuning`,
      description: [booking.licensePlate, booking.notes].filter(Boolean).join('\n'),
      location: address,
      organizer: { name: settings.businessName, email: settings.appointmentEmail },
      attendee: { name: booking.customerName, email: booking.customerEmail },
      now: context.now,
      cancelled,
    })
  const appointment = [
    t('when', { date, duration: t('duration') }),
    t('start', { time: rules.startTime }),
    t('where', { address }),
  ]
  const letter = (subject: string, body: string[], calendar?: string): ComposedMail => ({
    to: booking.customerEmail,
    replyTo: settings.appointmentEmail,
    subject,
    text: [
      t('customerGreeting', { name: booking.customerName }),
      '',
      ...body,
      '',
      t('closing'),
      settings.businessName,
    ].join('\n'),
    ...(calendar ? { calendar } : {}),
    language: locale,
  })
  const manage = context.manageUrl ? ['', t('manage', { url: context.manageUrl })] : []
  const business = settings.businessName
  const phone = settings.phone

  switch (kind) {
    case 'confirmation':
      return {
        ...letter(
          t('customerSubject', { date }),
          [
            t('customerIntro', { business }),
            ...appointment,
            '',
            t('vehicle'),
            ...details,
            ...chosen(locale, 'package'),
            '',
            t('hours'),
            ...hours,
            '',
            t('invite'),
            t('change', { phone }),
            ...manage,
          ],
          invite(),
        ),
        ...(context.manageUrl ? { links: [context.manageUrl] } : {}),
      }
    case 'confirmed':
      return letter(t('confirmedSubject', { date }), [t('confirmedIntro'), '', ...appointment])
    case 'moved':
      return letter(
        t('movedSubject', { date }),
        [t('movedIntro'), ...appointment, '', t('invite')],
        invite(),
      )
    case 'reinstated':
      return letter(
        t('reinstatedSubject', { date }),
        [t('reinstatedIntro'), ...appointment, '', t('invite'), t('change', { phone })],
        invite(),
      )
    case 'reminder':
      return letter(t('reminderSubject', { business, date }), [
        t('reminderIntro'),
        ...appointment,
        '',
        t('change', { phone }),
      ])
    case 'cancelled':
      return letter(
        t('cancelledSubject', { date }),
        [
          t('cancelledIntro', { date }),
          ...(booking.cancelReason ? [t('cancelledReason', { reason: booking.cancelReason })] : []),
          '',
          t('cancelledAgain', { phone }),
        ],
        invite(true),
      )
    case 'completed':
      return letter(t('completedSubject', { business }), [t('completedIntro', { phone })])
    case 'workshop':
    case 'workshopChange':
      return workshopMail(
        kind,
        booking,
        { ...context, settings },
        [...details, ...chosen(defaultLocale, 'workshopPackage')],
        invite,
      )
  }
}

function workshopMail(
  kind: 'workshop' | 'workshopChange',
  booking: MailBooking,
  context: MailContext & { settings: { appointmentEmail: string } },
  details: string[],
  invite: () => string,
): ComposedMail {
  // The workshop reads its own mails in the site's default language, whatever the customer's.
  const nl = serverTranslator(defaultLocale, 'BookingMail')
  const names = {
    date: longDate(booking.appointmentDate, defaultLocale),
    name: booking.customerName,
    plate: booking.licensePlate,
  }
  const subject =
    kind === 'workshop'
      ? nl('workshopSubject', names)
      : context.previousDate
        ? nl('workshopMoved', names)
        : nl('workshopCancelled', names)
  const intro =
    kind === 'workshop' ? nl('workshopIntro') : context.byCustomer ? nl('workshopByCustomer') : ''
  return {
    to: context.settings.appointmentEmail,
    replyTo: booking.customerEmail,
    subject,
    text: [intro, '', ...details, '', `Taal: ${booking.locale ?? defaultLocale}`].join('\n').trim(),
    ...(kind === 'workshop' || context.previousDate ? { calendar: invite() } : {}),
  }
}
