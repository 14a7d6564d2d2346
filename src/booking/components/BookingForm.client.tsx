'use client'

import dynamic from 'next/dynamic'

export type { BookingFormProps } from './BookingFormBody'

/**
 * The booking form in a chunk of its own: it brings react-hook-form, the zod schema and the
 * calendar, which the page's first load need not carry. Rendered on the server like any
 * component, so the form arrives whole and posts itself to the server until (or without) its
 * script; once loaded, react-hook-form takes over the same markup.
 */
export const BookingForm = dynamic(() =>
  import('./BookingFormBody').then((module) => module.BookingFormBody),
)
