import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
} from 'payload'

import { bookingMailKey } from '@/booking'
import {
  type BookingMailKind,
  composeMail,
  type MailContext,
  mailSettings,
  queueMail,
  detachBooking,
  hashManageToken,
  manageUrl,
  newManageToken,
} from '@/booking/server'
import { isLocale } from '@/i18n/locales'
import type { Booking } from '@/payload-types'

/** A new booking gets its personal manage token; the hash is stored, the token goes in the mail. */
export const issueManageToken: CollectionBeforeChangeHook = ({ data, operation, context }) => {
  if (operation !== 'create' || data.manageTokenHash) return data
  const token = newManageToken()
  context.manageToken = token
  return { ...data, manageTokenHash: hashManageToken(token) }
}

/**
 * Which mails a save sends: a new booking, a status change, a move, or both in one save (a
 * confirmation to another day also moves the customer's calendar entry).
 */
export function lifecycleMails(
  before: Pick<Booking, 'status' | 'appointmentDate'> | null,
  after: Pick<Booking, 'status' | 'appointmentDate'>,
): BookingMailKind[] {
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

/** A booking taken back from cancelled no longer carries the reason it was cancelled for. */
export const forgetCancelReason: CollectionBeforeChangeHook = ({
  data,
  originalDoc,
  operation,
}) => {
  if (operation !== 'update' || originalDoc?.status !== 'cancelled') return data
  if ((data.status ?? originalDoc.status) === 'cancelled') return data
  return { ...data, cancelReason: null }
}

/**
 * Queues the customer's mails (and, for a change the customer made, the workshop's notice) in
 * the outbox with the save's own request, so they are part of the booking's write: stored
 * with it or, when any of them fails, rolled back with it.
 */
export const queueLifecycleMails: CollectionAfterChangeHook<Booking> = async ({
  doc,
  previousDoc,
  operation,
  req,
  context,
}) => {
  if (context.disableMails) return doc
  const kinds = lifecycleMails(operation === 'create' ? null : previousDoc, doc)
  if (kinds.length === 0) return doc
  const byCustomer = Boolean(context.byCustomer)
  if (byCustomer && kinds.some((k) => k === 'cancelled' || k === 'moved'))
    kinds.push('workshopChange')

  const payload = req.payload
  const { settings, rules } = await mailSettings(payload, req)
  const token = typeof context.manageToken === 'string' ? context.manageToken : undefined
  const locale = isLocale(doc.locale) ? doc.locale : 'nl'
  const base: MailContext = {
    settings,
    rules,
    now: new Date(),
    byCustomer,
    ...(operation === 'update' && previousDoc.appointmentDate !== doc.appointmentDate
      ? { previousDate: previousDoc.appointmentDate }
      : {}),
  }
  // A mail that cannot be written fails the save: the booking and its mails are one
  // transaction, so a visitor never holds a place without a confirmation on its way (their
  // retry with the same key books again), and staff see the error instead of a silent gap.
  for (const kind of kinds) await queueOne(kind)
  return doc

  async function queueOne(kind: BookingMailKind) {
    const withLink = kind === 'confirmation' && token
    // A cancellation saved together with another day names the day the customer had.
    const about =
      kind === 'cancelled' && base.previousDate
        ? { ...doc, appointmentDate: base.previousDate }
        : doc
    const mail = composeMail(
      kind,
      about,
      withLink ? { ...base, manageUrl: manageUrl(token, locale) } : base,
    )
    await queueMail(
      payload,
      {
        ...mail,
        bookingId: doc.id,
        kind,
        ...(kind === 'confirmation' || kind === 'workshop'
          ? { key: bookingMailKey(doc, kind) }
          : {}),
        ...(withLink ? { secret: token } : {}),
      },
      req,
    )
  }
}

/** Staff deleting a booking delete its mails with it and unlink what outlives it. */
export const detachDeletedBooking: CollectionBeforeDeleteHook = ({ id, req }) =>
  detachBooking(req.payload, id, req)
