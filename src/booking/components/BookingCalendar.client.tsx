'use client'

import { addMonths, format, parseISO } from 'date-fns'
import { useLocale } from 'next-intl'
import type { ButtonHTMLAttributes } from 'react'
import { DayButton, DayPicker, type DayButtonProps, type Matcher } from 'react-day-picker'
import { de, enGB, nl } from 'react-day-picker/locale'
// Here, not in the global stylesheet: only the pages with a calendar load its styles.
import 'react-day-picker/style.css'

import { useHydrated } from '@/kit/ui/use-hydrated'

import type { CalendarRules } from '../data/types'

const locales = { nl, en: enGB, de } as const

/** Where a day or a month leads while the calendar's script has not run. */
export type CalendarLinks = { day: (date: string) => string; month: (month: string) => string }

const iso = (date: Date) => format(date, 'yyyy-MM-dd')

/**
 * The month buttons as links before hydration; the one that leads nowhere (before the first
 * month, past the last) stays a button, as the calendar draws it.
 */
function monthLink(href: string) {
  return function MonthLink(props: ButtonHTMLAttributes<HTMLButtonElement>) {
    if (props['aria-disabled']) return <button {...props} />
    return (
      <a
        href={href}
        className={props.className}
        aria-label={props['aria-label']}
        style={{ textDecoration: 'none' }}
      >
        {props.children}
      </a>
    )
  }
}

export function BookingCalendar({
  rules,
  selected,
  onSelect,
  label,
  month,
  links,
}: {
  rules: CalendarRules
  selected?: string
  onSelect: (date: string | undefined) => void
  label: string
  /** The month to open on (yyyy-MM), else the selected day's, else the first bookable one. */
  month?: string
  links: CalendarLinks
}) {
  const locale = useLocale() as keyof typeof locales
  const hydrated = useHydrated()
  const first = parseISO(rules.first)
  const last = parseISO(rules.last)
  const opening = month ? parseISO(`${month}-01`) : selected ? parseISO(selected) : first
  // Sundays (and any weekday without places), days before the earliest bookable day, after the horizon, closed periods.
  const disabled: Matcher[] = [
    { dayOfWeek: rules.closedWeekdays },
    { before: first },
    { after: last },
    ...rules.closed.map((c) => ({ from: parseISO(c.from), to: parseISO(c.until) })),
  ]
  // Before hydration a click on a button does nothing; a link asks the server for the same.
  const beforeScript = hydrated
    ? {}
    : {
        DayButton: function DayLink({ day, modifiers, ...props }: DayButtonProps) {
          if (modifiers.disabled) return <DayButton day={day} modifiers={modifiers} {...props} />
          return (
            <a
              href={links.day(iso(day.date))}
              className={props.className}
              aria-label={props['aria-label']}
              style={{ textDecoration: 'none' }}
            >
              {props.children}
            </a>
          )
        },
        PreviousMonthButton: monthLink(links.month(format(addMonths(opening, -1), 'yyyy-MM'))),
        NextMonthButton: monthLink(links.month(format(addMonths(opening, 1), 'yyyy-MM'))),
      }
  return (
    <DayPicker
      mode="single"
      aria-label={label}
      locale={locales[locale] ?? nl}
      weekStartsOn={1}
      startMonth={first}
      endMonth={last}
      defaultMonth={opening}
      disabled={disabled}
      selected={selected ? parseISO(selected) : undefined}
      onSelect={(date) => onSelect(date ? iso(date) : undefined)}
      components={beforeScript}
      className="calendar card p-1.5 sm:p-3"
    />
  )
}
