import { openDays } from '@/booking/rules/open-days'
import type { Locale } from '@/i18n/locales'
import { longDate } from '@/kit/format/long-date'
import { buttonStyles } from '@/kit/ui/button-styles'

import type { CalendarRules } from '../data/types'

/**
 * The calendar's days as a list, for a browser without script (the calendar needs script to
 * pick a day). Inside <noscript>, so a browser with script never builds it; the server checks
 * the day on sending as it checks the calendar's.
 */
export function DateWithoutScript({
  rules,
  locale,
  selected,
  name,
  label,
  hint,
}: {
  rules: CalendarRules
  locale: Locale
  selected?: string
  name: string
  label: string
  hint?: string
}) {
  return (
    <noscript>
      <label className="grid gap-1 text-sm font-medium">
        <span className="text-lg font-semibold">{label}</span>
        <select
          name={name}
          required
          defaultValue={selected}
          className="rounded-lg border border-line-strong bg-card px-3 py-2 first-letter:uppercase"
        >
          {openDays(rules).map((day) => (
            <option key={day} value={day}>
              {longDate(day, locale)}
            </option>
          ))}
        </select>
        {hint && <span className="font-normal text-fg-muted">{hint}</span>}
      </label>
    </noscript>
  )
}

/** The submit button without script, where the script's own waits for a day or consent. */
export function SubmitWithoutScript({ label }: { label: string }) {
  return (
    <noscript>
      <button type="submit" className={buttonStyles.primary}>
        {label}
      </button>
    </noscript>
  )
}
