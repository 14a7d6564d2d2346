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
