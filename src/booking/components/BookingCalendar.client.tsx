'use client'

import { format, parseISO } from 'date-fns'
import { useLocale } from 'next-intl'
import { DayPicker, type Matcher } from 'react-day-picker'
import { de, enGB, nl } from 'react-day-picker/locale'
// Here, not in the global stylesheet: only the pages with a calendar load its styles.
import 'react-day-picker/style.css'

import type { CalendarRules } from '../data/types'

const locales = { nl, en: enGB, de } as const

export function BookingCalendar({
  rules,
  selected,
  onSelect,
  label,
}: {
  rules: CalendarRules
  selected?: string
  onSelect: (date: string | undefined) => void
  label: string
}) {
  const locale = useLocale() as keyof typeof locales
  const first = parseISO(rules.first)
  const last = parseISO(rules.last)
  // Sundays (and any weekday without places), days before the earliest bookable day, after the horizon, closed periods.
  const disabled: Matcher[] = [
    { dayOfWeek: rules.closedWeekdays },
    { before: first },
    { after: last },
    ...rules.closed.map((c) => ({ from: parseISO(c.from), to: parseISO(c.until) })),
  ]
  return (
    <DayPicker
      mode="single"
      aria-label={label}
      locale={locales[locale] ?? nl}
      weekStartsOn={1}
      startMonth={first}
      endMonth={last}
      disabled={disabled}
      selected={selected ? parseISO(selected) : undefined}
      onSelect={(date) => onSelect(date ? format(date, 'yyyy-MM-dd') : undefined)}
      className="calendar card p-1.5 sm:p-3"
    />
  )
}
