import { sendBookingMailTask } from './booking-mail'
import { bookingRemindersTask } from './booking-reminders'

/** The booking lifecycle's jobs: the mail outbox and the reminders. */
export const bookingTasks = [sendBookingMailTask, bookingRemindersTask]
