import { sendBookingMailTask } from './booking-mail'
import { bookingRemindersTask } from './booking-reminders'
import { waitlistOfferTask, waitlistSweepTask } from './waitlist'

/** The booking lifecycle's jobs: the mail outbox, the reminders and the waitlist. */
export const bookingTasks = [
  sendBookingMailTask,
  bookingRemindersTask,
  waitlistOfferTask,
  waitlistSweepTask,
]
