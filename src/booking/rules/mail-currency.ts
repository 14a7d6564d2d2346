import { bookingMailKey } from './mail-keys'

type Mail = { kind: string; key?: string | null }
type Booking = {
  id: number | string
  createdAt: string
  status: string
  appointmentDate: string
}

/** Mails that tell the customer the appointment stands (with its date and calendar entry). */
const aboutAnAppointmentThatStands = new Set([
  'confirmation',
  'confirmed',
  'moved',
  'reminder',
  'reinstated',
])

/**
 * Whether a mail still waiting in the outbox (a provider that was down, a retry) has been
 * overtaken by a later change and must not go out: a confirmation or a reminder after the
 * booking was cancelled, or the reminder of a day the booking has left. Sent anyway, it would
 * reach the customer after the cancellation and tell the opposite.
 */
export function mailOutdated(mail: Mail, booking: Booking | null): boolean {
  if (!booking || !aboutAnAppointmentThatStands.has(mail.kind)) return false
  if (booking.status === 'cancelled') return true
  return (
    mail.kind === 'reminder' &&
    Boolean(mail.key) &&
    mail.key !== bookingMailKey(booking, `reminder:${booking.appointmentDate}`)
  )
}
