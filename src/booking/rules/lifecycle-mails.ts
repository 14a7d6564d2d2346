import type { BookingMailKind } from '../mails/mail-kinds'

type Stage = { status: string; appointmentDate: string }

/**
 * Which mails a save sends: a new booking, a status change, a move, or both in one save (a
 * confirmation to another day also moves the customer's calendar entry).
 */
export function lifecycleMails(before: Stage | null, after: Stage): BookingMailKind[] {
  if (!before) return ['confirmation', 'workshop']
  const moved = after.appointmentDate !== before.appointmentDate
  if (after.status !== before.status) {
    if (after.status === 'cancelled') return ['cancelled']
    if (after.status === 'completed') return ['completed']
    // Nobody is told of a no-show; marked by mistake and taken back, nothing was sent either.
    if (after.status === 'noShow' || before.status === 'noShow') return []
    // Taken back after a cancellation the customer was told of: the day and a new invite.
    if (before.status === 'cancelled') return ['reinstated']
    if (after.status === 'confirmed' && before.status === 'new')
      return moved ? ['confirmed', 'moved'] : ['confirmed']
  }
  if (after.status !== 'cancelled' && moved) return ['moved']
  return []
}
