'use client'

import { useState } from 'react'

import { buttonStyles } from '@/kit/ui/button-styles'

import { BookingCalendar } from './BookingCalendar.client'
import type { CalendarRules } from '../data/types'

/** The booking form's own calendar, posting the chosen day to the move action. */
export function MoveBookingForm({
  rules,
  action,
  labels,
}: {
  rules: CalendarRules
  action: (formData: FormData) => Promise<void>
  labels: { calendar: string; submit: string }
}) {
  const [date, setDate] = useState<string | undefined>()
  return (
    <form action={action} className="space-y-4">
      <BookingCalendar rules={rules} selected={date} onSelect={setDate} label={labels.calendar} />
      <input type="hidden" name="date" value={date ?? ''} />
      <button type="submit" className={buttonStyles.primary} disabled={!date}>
        {labels.submit}
      </button>
    </form>
  )
}
