import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
} from 'payload'

import {
  afterBookingDelete,
  afterBookingSave,
  beforeBookingDelete,
  beforeBookingSave,
} from '@/booking/server'
import type { Booking } from '@/payload-types'

// Every save of a booking, whoever makes it, runs the booking feature's one write path: the
// place, the manage link, the mails, the waitlist and the audit entry (src/booking/server/lifecycle).

export const beforeBookingChange: CollectionBeforeChangeHook = (args) => beforeBookingSave(args)

export const afterBookingChange: CollectionAfterChangeHook<Booking> = (args) =>
  afterBookingSave(args)

export const detachDeletedBooking: CollectionBeforeDeleteHook = (args) => beforeBookingDelete(args)

export const afterBookingRemoved: CollectionAfterDeleteHook<Booking> = (args) =>
  afterBookingDelete(args)
