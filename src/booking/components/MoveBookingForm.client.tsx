'use client'

import dynamic from 'next/dynamic'

export type { MoveBookingFormProps } from './MoveBookingFormBody'

/**
 * The manage page's move in a chunk of its own, with react-hook-form, the schema and the
 * calendar. Rendered on the server whole, so it posts itself to the move action until (or
 * without) its script.
 */
export const MoveBookingForm = dynamic(() =>
  import('./MoveBookingFormBody').then((module) => module.MoveBookingFormBody),
)
