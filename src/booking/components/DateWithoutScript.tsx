import { useTranslations } from 'next-intl'

import { longDate } from '@/booking/rules/long-date'
import { openDays } from '@/booking/rules/open-days'
import { buttonStyles } from '@/content/components/ui/button-styles'
import type { Locale } from '@/i18n/locales'

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
}: {
  rules: CalendarRules
  locale: Locale
  selected?: string
}) {
  const t = useTranslations('Booking')
  return (
    <noscript>
      <label className="grid gap-1 text-sm font-medium">
        <span className="text-lg font-semibold">{t('noScriptDate')}</span>
        <select
          name="appointmentDate"
          required
          defaultValue={selected}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 first-letter:uppercase"
        >
          {openDays(rules).map((day) => (
            <option key={day} value={day}>
              {longDate(day, locale)}
            </option>
          ))}
        </select>
        <span className="font-normal text-slate-700">{t('noScriptDateHint')}</span>
      </label>
    </noscript>
  )
}

/** The submit button without script: the form posts itself to the server (see BookingForm). */
export function SubmitWithoutScript() {
  const t = useTranslations('Booking')
  return (
    <noscript>
      <button type="submit" className={buttonStyles.primary}>
        {t('confirm')}
      </button>
    </noscript>
  )
}
