'use client'

import { useState } from 'react'

import type { Locale } from '@/i18n/locales'
import { buttonStyles } from '@/kit/ui/button-styles'

import { BookingCalendar } from './BookingCalendar.client'
import { DateWithoutScript, SubmitWithoutScript } from './DateWithoutScript'
import type { CalendarRules } from '../data/types'

/**
 * The booking form's own calendar, posting the chosen day to the move action; without script
 * the days are a list and the form posts itself to the same action.
 */
export function MoveBookingForm({
  rules,
  locale,
  action,
  labels,
}: {
  rules: CalendarRules
  locale: Locale
  action: (formData: FormData) => Promise<void>
  labels: { calendar: string; submit: string }
}) {
  const [date, setDate] = useState<string | undefined>()
  return (
    <form action={action} className="space-y-4">
      <DateWithoutScript rules={rules} locale={locale} name="date" label={labels.calendar} />
      <div className="noscript:hidden">
        <BookingCalendar rules={rules} selected={date} onSelect={setDate} label={labels.calendar} />
      </div>
      {/* Sent only once a day is picked: without script the list above sends the day. */}
      <input type="hidden" name="date" value={date ?? ''} disabled={!date} />
      <SubmitWithoutScript label={labels.submit} />
      <button type="submit" className={`${buttonStyles.primary} noscript:hidden`} disabled={!date}>
        {labels.submit}
      </button>
    </form>
  )
}
