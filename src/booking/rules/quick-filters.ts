import { addDays, weekdayOf } from '@/kit/format/dates'

/** The bookings list's quick filters: a day range and a status, as Payload's list reads `where`. */
export type DayRange = 'all' | 'today' | 'week'
export type QuickFilter = { days: DayRange; status: string | null }

const DAY_EQUALS = 'where[appointmentDate][equals]'
const DAY_FROM = 'where[appointmentDate][greater_than_equal]'
const DAY_UNTIL = 'where[appointmentDate][less_than_equal]'
const STATUS = 'where[status][equals]'
/** The list's own settings a quick filter keeps (its page starts again at the first). */
const KEPT = ['limit', 'sort', 'columns']

/** Monday to Sunday of the week that holds `today`. */
export function weekOf(today: string): { from: string; until: string } {
  let from = today
  while (weekdayOf(from) !== 'monday') from = addDays(from, -1)
  return { from, until: addDays(from, 6) }
}

type Params = Readonly<Record<string, string | undefined>>

/** Which quick filter the address shows, if it is one of ours (else `all`, no status). */
export function currentFilter(params: Params, today: string): QuickFilter {
  const week = weekOf(today)
  const days: DayRange =
    params[DAY_EQUALS] === today
      ? 'today'
      : params[DAY_FROM] === week.from && params[DAY_UNTIL] === week.until
        ? 'week'
        : 'all'
  return { days, status: params[STATUS] ?? null }
}

/** The list's address with a quick filter set: `?where[appointmentDate][equals]=…` and so on. */
export function filterHref(base: string, params: Params, filter: QuickFilter, today: string) {
  const query = new URLSearchParams()
  for (const key of KEPT) if (params[key]) query.set(key, params[key]!)
  if (filter.days === 'today') query.set(DAY_EQUALS, today)
  if (filter.days === 'week') {
    const week = weekOf(today)
    query.set(DAY_FROM, week.from)
    query.set(DAY_UNTIL, week.until)
  }
  if (filter.status) query.set(STATUS, filter.status)
  const text = query.toString()
  return text ? `${base}?${text}` : base
}
