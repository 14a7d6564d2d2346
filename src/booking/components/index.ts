/** The feature's UI for pages and other features' server components. */
export { BookingSection } from './AppointmentPage'
export { ManageLinkNotFound } from './ManageLinkNotFound'
export { MoveBookingForm } from './MoveBookingForm.client'
export { appointmentRoute } from './appointment-route'
export { BookingAnswer } from './BookingAnswer'
