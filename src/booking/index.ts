/** The feature's front door: its pure rules and types, for anyone (pages, other features' rules, the browser). */
export { DEFAULT_UPCOMING_PER_ADDRESS, isAddressLimit } from './rules/address-limit'
export {
  closedPeriodOn,
  closedPeriodProblem,
  closedPeriodReason,
  defaultBookingRules,
  isUnavailableReason,
} from './rules/availability'
export { dayStrip } from './rules/day-strip'
export { moveSchema } from './rules/move'
export type { StripDay } from './rules/day-strip'
export { readDayChoice } from './rules/day-links'
export type { AvailabilityAnswer, BookingReply, WaitlistReply } from './rules/endpoints'
export { bookingsCsv, spreadsheetSafe } from './rules/export'
export { bookingMailKey, entryMailKey } from './rules/mail-keys'
export {
  choosePlace,
  dateOfPlaceKey,
  needsNewPlace,
  releasedPlaceKey,
  staffBookingRules,
} from './rules/places'
export { bookingSchema } from './rules/schema'
export { vehicleName } from './rules/vehicle'
export { DEFAULT_HOLD_HOURS, noHold, waitlistSchema, waitlistStatuses } from './rules/waitlist'
export { bookingStatusLabels } from './rules/status-labels'
export { bookingFromForm, waitlistFromForm } from './rules/form-fields'
