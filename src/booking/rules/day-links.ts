import { isIsoDate } from '@/kit/format/dates'

/**
 * The booking calendar as links, for the seconds before its script has run (or a page whose
 * script never loads): a day, the next month and "Deze dag inplannen" are addresses the server
 * answers with that choice drawn in. Once the script runs, the same controls are buttons and
 * nothing here is used. The names are Dutch, like the site's paths.
 */
export const dayQuery = { day: 'dag', place: 'plaats', month: 'maand' } as const

/** What the address chose: a day, whether its place is reserved, the month shown. */
export type DayChoice = { date?: string; reserve: boolean; month?: string }

type Query = Record<string, string | string[] | undefined>

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

/** The choice in a page's query; anything malformed is no choice. */
export function readDayChoice(query: Query): DayChoice {
  const date = one(query[dayQuery.day])
  const month = one(query[dayQuery.month])
  const validDate = isIsoDate(date) ? date : undefined
  return {
    date: validDate,
    reserve: validDate !== undefined && one(query[dayQuery.place]) === '1',
    month: month && MONTH.test(month) ? month : validDate?.slice(0, 7),
  }
}

/** The rest of the query (the vehicle a link prefilled), kept in every calendar link. */
export function keptQuery(query: Query): string {
  const names: string[] = Object.values(dayQuery)
  const kept = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (names.includes(name) || value === undefined) continue
    for (const each of Array.isArray(value) ? value : [value]) kept.append(name, each)
  }
  return kept.toString()
}

/** The address of one choice, on the page itself, scrolled to the booking form. */
export function dayLink(kept: string, choice: Partial<DayChoice>, anchor = 'afspraak'): string {
  const query = new URLSearchParams(kept)
  if (choice.month) query.set(dayQuery.month, choice.month)
  if (choice.date) query.set(dayQuery.day, choice.date)
  if (choice.date && choice.reserve) query.set(dayQuery.place, '1')
  const search = query.toString()
  return `${search ? `?${search}` : '?'}#${anchor}`
}
