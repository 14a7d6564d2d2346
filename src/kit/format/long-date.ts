import { format } from 'date-fns'
import { de, enGB, nl } from 'date-fns/locale'

import type { Locale } from '@/i18n/locales'

const formats: Record<Locale, { locale: typeof nl; pattern: string }> = {
  nl: { locale: nl, pattern: 'EEEE d MMMM yyyy' },
  en: { locale: enGB, pattern: 'EEEE d MMMM yyyy' },
  de: { locale: de, pattern: 'EEEE, d. MMMM yyyy' },
}

/** "zaterdag 5 december 2026", "Saturday 5 December 2026", "Samstag, 5. Dezember 2026". */
export function longDate(date: string, locale: Locale): string {
  const [year, month, day] = date.split('-').map(Number)
  const { locale: language, pattern } = formats[locale]
  return format(new Date(year!, month! - 1, day!), pattern, { locale: language })
}

/** A month written out: "december 2026", "December 2026", "Dezember 2026". */
export function longMonth(month: string, locale: Locale): string {
  const [year, m] = month.split('-').map(Number)
  return format(new Date(year!, m! - 1, 1), 'LLLL yyyy', { locale: formats[locale].locale })
}

/** Until when a waitlist offer holds its place, in Dutch time: "zaterdag 5 december om 14:30". */
export function holdUntil(expiresAt: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    // The workshop's zone (dates.ts), written out: that module's time-zone library stays out of
    // the booking form's bundle, which imports this file.
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(expiresAt))
}

/** A day in a row of days: "wo 2 dec.", "Wed 2 Dec", "Mi., 2. Dez.". */
export function shortDate(date: string, locale: Locale): string {
  const [year, month, day] = date.split('-').map(Number)
  const { locale: language } = formats[locale]
  const pattern = { nl: 'EEEEEE d MMM', en: 'EEE d MMM', de: 'EEEEEE., d. MMM' }[locale]
  return format(new Date(year!, month! - 1, day!), pattern, { locale: language })
}
