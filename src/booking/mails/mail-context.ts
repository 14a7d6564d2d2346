import type { BookingRules } from '@/booking/rules/availability'
import type { Booking, SiteSetting } from '@/payload-types'
import { visitorText } from '@/platform/mail/visitor-text'

export type ComposedMail = {
  to: string
  replyTo: string
  subject: string
  text: string
  calendar?: string
  /** The language the mail is written in (its footer follows it); Dutch when not given. */
  language?: string
  /** The workshop's own addresses in the text, the only ones the HTML part links. */
  links?: string[]
}

export type MailContext = {
  settings: Pick<
    SiteSetting,
    'businessName' | 'address' | 'phone' | 'appointmentEmail' | 'openingHours'
  >
  rules: Pick<BookingRules, 'startTime' | 'allDay'>
  now: Date
  /** The customer's personal manage link; only the confirmation carries it. */
  manageUrl?: string
  /** The booking's day before a move, for the workshop's notice. */
  previousDate?: string
  byCustomer?: boolean
}

export type MailBooking = Pick<
  Booking,
  | 'id'
  | 'appointmentDate'
  | 'customerName'
  | 'customerEmail'
  | 'customerPhone'
  | 'licensePlate'
  | 'notes'
  | 'locale'
  | 'cancelReason'
  | 'order'
>

/**
 * The booking as its mails (and their invites) show it: what was typed into the form as text,
 * with no address in it a mail program would link. The e-mail address stays as it is: it is
 * where the mail goes, and where the workshop answers.
 */
export const asShown = (booking: MailBooking): MailBooking => ({
  ...booking,
  customerName: visitorText(booking.customerName),
  customerPhone: visitorText(booking.customerPhone),
  licensePlate: visitorText(booking.licensePlate),
  notes: booking.notes && visitorText(booking.notes),
})
