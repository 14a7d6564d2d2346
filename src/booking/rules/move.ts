import { isIsoDate } from '@/kit/format/dates'
import * as z from '@/platform/zod'

/**
 * The manage page's move: the new day. One schema for the form (react-hook-form's resolver) and
 * the move action; its message is a key of BookingApi.errors.
 */
export const moveSchema = z.object({
  date: z.string({ error: 'date' }).refine(isIsoDate, 'date'),
})

export type MoveInput = z.input<typeof moveSchema>
