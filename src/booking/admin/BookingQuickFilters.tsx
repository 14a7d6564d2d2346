import type { BeforeListTableServerProps } from 'payload'

import { adminLanguage } from '@/i18n/admin-texts'
import { workshopToday } from '@/kit/format/dates'
import { firstParam } from '@/platform/search-param'

import { currentFilter, type DayRange, filterHref, type QuickFilter } from '../rules/quick-filters'
import { bookingStatusLabels } from '../rules/status-labels'

const words = {
  nl: {
    label: 'Snel filteren',
    all: 'Alle dagen',
    today: 'Vandaag',
    week: 'Deze week',
    any: 'Elke status',
  },
  en: {
    label: 'Quick filters',
    all: 'All days',
    today: 'Today',
    week: 'This week',
    any: 'Any status',
  },
  de: {
    label: 'Schnellfilter',
    all: 'Alle Tage',
    today: 'Heute',
    week: 'Diese Woche',
    any: 'Jeder Status',
  },
} as const
const languageIndex = { nl: 0, en: 1, de: 2 } as const

const bar = { display: 'flex', flexWrap: 'wrap', gap: '0.4rem', alignItems: 'center' } as const

/**
 * Above the bookings list: today, this week and a status, as links that set Payload's own
 * `where` query in the address (so the list, its count and its pages filter as with Payload's
 * filter, and the address can be bookmarked). The chosen one is marked.
 */
export function BookingQuickFilters(props: BeforeListTableServerProps) {
  const { i18n, payload, searchParams } = props
  const language = adminLanguage(i18n.language)
  const text = words[language]
  const today = workshopToday(new Date())
  const params: Record<string, string | undefined> = {}
  for (const [key, value] of Object.entries(searchParams ?? {})) params[key] = firstParam(value)
  const current = currentFilter(params, today)
  const base = `${payload.config.routes.admin}/collections/bookings`
  const link = (filter: QuickFilter, name: string, active: boolean) => (
    <a
      key={name}
      href={filterHref(base, params, filter, today)}
      aria-current={active ? 'true' : undefined}
      className={`pill ${active ? 'pill--style-dark' : 'pill--style-light'}`}
      style={{ padding: '0.2rem 0.7rem', textDecoration: 'none' }}
    >
      {name}
    </a>
  )
  const dayRanges: DayRange[] = ['all', 'today', 'week']
  const statuses = Object.entries(bookingStatusLabels) as [string, readonly string[]][]
  return (
    <nav aria-label={text.label} data-quick-filters style={{ ...bar, margin: '0 0 1rem' }}>
      <div style={bar} role="group" aria-label={text.all}>
        {dayRanges.map((days) => link({ ...current, days }, text[days], current.days === days))}
      </div>
      <span aria-hidden style={{ opacity: 0.4 }}>
        |
      </span>
      <div style={bar} role="group" aria-label={text.any}>
        {link({ ...current, status: null }, text.any, current.status === null)}
        {statuses.map(([status, names]) =>
          link({ ...current, status }, names[languageIndex[language]]!, current.status === status),
        )}
      </div>
    </nav>
  )
}
