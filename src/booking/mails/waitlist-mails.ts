import { DEFAULT_HOLD_HOURS } from '@/booking/rules/waitlist'
import { toLocale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server'
import { holdUntil, longDate } from '@/kit/format/long-date'
import type { SiteSetting, WaitlistEntry } from '@/payload-types'
import { visitorText } from '@/platform/mail/visitor-text'

import type { ComposedMail } from './mails'

type Settings = Pick<SiteSetting, 'businessName' | 'appointmentEmail' | 'phone'>
type Entry = Pick<WaitlistEntry, 'date' | 'name' | 'email' | 'vehicle' | 'locale'>

function letter(entry: Entry, settings: Settings, subject: string, body: string[]): ComposedMail {
  const locale = toLocale(entry.locale ?? '')
  const mail = serverTranslator(locale, 'BookingMail')
  const business = settings.businessName || 'Chiptuning Nijmegen'
  return {
    language: locale,
    to: entry.email,
    replyTo: settings.appointmentEmail || 'afspraak@chiptuning-nijmegen.nl',
    subject,
    text: [
      mail('customerGreeting', { name: visitorText(entry.name) }),
      '',
      ...body,
      '',
      ...(settings.phone ? [mail('change', { phone: settings.phone }), ''] : []),
      mail('closing'),
      business,
    ].join('\n'),
  }
}

const words = (entry: Entry, settings: Settings) => {
  const locale = toLocale(entry.locale ?? '')
  return {
    t: serverTranslator(locale, 'WaitlistMail'),
    date: longDate(entry.date, locale),
    business: settings.businessName || 'Chiptuning Nijmegen',
    locale,
  }
}

/** "You are on the waitlist", with the place in the line and how long an offer holds. */
export function waitlistJoinedMail(
  entry: Entry,
  settings: Settings,
  { position, holdHours }: { position: number; holdHours: number | null | undefined },
): ComposedMail {
  const { t, date, business } = words(entry, settings)
  const hours = holdHours || DEFAULT_HOLD_HOURS
  return letter(entry, settings, t('joinedSubject', { date }), [
    t('joinedIntro', { business, date, position, hours }),
    ...(entry.vehicle ? ['', t('vehicle', { vehicle: visitorText(entry.vehicle) })] : []),
  ])
}

/** The offer: the day, until when the place is held, and the link that books it. */
export function waitlistOfferMail(
  entry: Entry,
  settings: Settings,
  { url, expiresAt }: { url: string; expiresAt: string },
): ComposedMail {
  const { t, date, business, locale } = words(entry, settings)
  const until = holdUntil(expiresAt, locale)
  return {
    ...letter(entry, settings, t('offerSubject', { date }), [
      t('offerIntro', { date, business, until }),
      '',
      t('offerLink', { url }),
      '',
      t('offerAfter'),
    ]),
    links: [url],
  }
}
