'use client'

import { useId, useRef, useTransition } from 'react'

import { type DayChoice, dayLink } from '@/booking/rules/day-links'
import type { MoveInput, moveSchema } from '@/booking/rules/move'
import type { Locale } from '@/i18n/locales'
import { FieldError } from '@/kit/forms/FieldError'
import { fieldError, useVisitorForm } from '@/kit/forms/use-visitor-form'
import { buttonStyles } from '@/kit/ui/button-styles'

import { BookingCalendar } from './BookingCalendar.client'
import { DateWithoutScript, SubmitWithoutScript } from './DateWithoutScript'
import type { CalendarRules } from '../data/types'

export type MoveBookingFormProps = {
  rules: CalendarRules
  locale: Locale
  action: (formData: FormData) => Promise<void>
  /** The page's words in the visitor's language; `errors` by moveSchema's message keys. */
  labels: { calendar: string; submit: string; pending: string; errors: { date: string } }
  /** The day and month the page's address chose (the calendar's links before its script). */
  choice?: DayChoice
}

/**
 * The manage page's move: the day picked in the booking form's own calendar, checked by
 * react-hook-form with moveSchema (the move action's own), then posted to the move action
 * while the button says it is busy. Without script (or before it runs) the days are a list and
 * the browser posts the form to the same action, a server action. Before its script has run,
 * the calendar's days are links back to this page with that day picked.
 */
export function MoveBookingFormBody({
  rules,
  locale,
  action,
  labels,
  choice,
}: MoveBookingFormProps) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const calendarRef = useRef<HTMLDivElement>(null)
  const form = useVisitorForm<MoveInput, typeof moveSchema>(
    () => import('@/booking/rules/move').then((module) => module.moveSchema),
    {
      date: choice?.date ?? '',
    },
  )
  const [pending, startTransition] = useTransition()
  const date = form.watch('date')
  const { key, errorId } = fieldError(form.formState.errors, 'date', `${id}-date`)
  const move = () =>
    startTransition(async () => {
      await action(new FormData(formRef.current!))
    })
  return (
    <form
      ref={formRef}
      action={action}
      onSubmit={(event) =>
        void form.handleSubmit(move, () =>
          // The calendar is the field: its first day a visitor can pick takes the focus.
          calendarRef.current?.querySelector<HTMLButtonElement>('td button:enabled')?.focus(),
        )(event)
      }
      noValidate
      className="space-y-4"
    >
      <DateWithoutScript
        rules={rules}
        locale={locale}
        name="date"
        label={labels.calendar}
        selected={choice?.date}
      />
      <div
        ref={calendarRef}
        role="group"
        aria-label={labels.calendar}
        aria-describedby={key ? errorId : undefined}
        className="grid gap-2 noscript:hidden"
      >
        <BookingCalendar
          rules={rules}
          selected={date || undefined}
          onSelect={(picked) =>
            form.setValue('date', picked ?? '', { shouldValidate: form.formState.isSubmitted })
          }
          label={labels.calendar}
          month={choice?.month}
          links={{
            day: (picked) => dayLink('', { date: picked }, 'move-title'),
            month: (shown) => dayLink('', { month: shown }, 'move-title'),
          }}
        />
        <FieldError id={errorId}>
          {key && labels.errors[key as keyof typeof labels.errors]}
        </FieldError>
      </div>
      {/* Sent only once a day is picked: without script the list above sends the day. */}
      <input type="hidden" name="date" value={date} disabled={!date} />
      <SubmitWithoutScript label={labels.submit} />
      <button
        type="submit"
        className={`${buttonStyles.primary} noscript:hidden`}
        disabled={pending}
        aria-busy={pending}
      >
        {pending ? labels.pending : labels.submit}
      </button>
    </form>
  )
}
