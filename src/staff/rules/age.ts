import { formatDistanceStrict } from 'date-fns'
import { de, enGB, nl } from 'date-fns/locale'

const locales = { nl, en: enGB, de }

/**
 * How long ago something came in, as staff say it: "3 dagen geleden", "3 days ago",
 * "vor 3 Tagen". Whole units, rounded down (a request of 47 hours is one day old, not two).
 */
export function age(since: Date | string, now: Date, language: 'nl' | 'en' | 'de'): string {
  const from = typeof since === 'string' ? new Date(since) : since
  // A clock a little ahead of the database's still reads "just now", not "in 2 seconds".
  const then = from.getTime() > now.getTime() ? now : from
  return formatDistanceStrict(then, now, {
    addSuffix: true,
    roundingMethod: 'floor',
    locale: locales[language],
  })
}
