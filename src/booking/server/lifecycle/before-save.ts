import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { vehicleName } from '@/booking/rules/vehicle'
import { inLanguage, label } from '@/i18n/admin-labels'

import { hashManageToken, newManageToken } from '../manage-token'
import { claimPlace } from './place'

type BeforeSave = Parameters<CollectionBeforeChangeHook>[0]
type Data = Record<string, unknown>

const changedMeanwhile = label(
  'Deze afspraak is intussen gewijzigd, door de klant of een collega. Uw wijziging is niet opgeslagen: laad de pagina opnieuw en breng haar dan aan.',
  'This appointment was changed in the meantime, by the customer or a colleague. Your change was not saved: reload the page, then make it again.',
  'Dieser Termin wurde inzwischen geändert, vom Kunden oder im Team. Ihre Änderung wurde nicht gespeichert: Laden Sie die Seite neu und nehmen Sie sie dann erneut vor.',
)

/**
 * The admin sends the whole form, status and date included. A form opened before the customer
 * cancelled or moved the booking would, once saved, take the place again or move the booking
 * back, without a word to the customer. A save that names an older version than the stored one
 * is refused (a client that sends no version, such as a script, is not checked).
 */
function refuseStaleSave({ data, originalDoc, operation, req }: BeforeSave) {
  if (operation !== 'update' || !originalDoc?.updatedAt || typeof data.updatedAt !== 'string')
    return
  if (Date.parse(data.updatedAt) < Date.parse(originalDoc.updatedAt))
    throw new APIError(inLanguage(changedMeanwhile, req.i18n?.language), 409, null, true)
}

/** A new booking gets its personal manage token; the hash is stored, the token goes in the mail. */
function issueManageToken({ data, operation, context }: BeforeSave): Data {
  if (operation !== 'create' || data.manageTokenHash) return {}
  const token = newManageToken()
  context.manageToken = token
  return { manageTokenHash: hashManageToken(token) }
}

/** A booking taken back from cancelled no longer carries the reason it was cancelled for. */
function forgetCancelReason({ data, originalDoc, operation }: BeforeSave): Data {
  if (operation !== 'update' || originalDoc?.status !== 'cancelled') return {}
  if ((data.status ?? originalDoc.status) === 'cancelled') return {}
  return { cancelReason: null }
}

/** The one-line vehicle follows the parts staff edit: the planner, the feed and the export read it. */
function nameVehicle({ data, originalDoc }: BeforeSave): Data {
  const part = (field: string) =>
    (field in data ? data[field] : originalDoc?.[field]) as string | null | undefined
  return {
    vehicle: vehicleName({
      brand: part('brand'),
      model: part('model'),
      buildYear: part('buildYear'),
      engine: part('engine'),
    }),
  }
}

/**
 * Everything a booking's save needs before it is written, whoever saves it (the booking
 * service, a customer's link, a waitlist offer, staff in the admin, a request booked), in this
 * order: a stale admin form is refused before anything else, the place is claimed (or given
 * up), a new booking gets its manage link, a booking taken back forgets why it was cancelled,
 * and the vehicle is named.
 */
export async function beforeBookingSave(args: BeforeSave): Promise<Data> {
  refuseStaleSave(args)
  const { data, originalDoc, operation, req, context } = args
  const placeKey = await claimPlace({
    data,
    before: operation === 'update' ? (originalDoc ?? null) : null,
    req,
    context,
  })
  return {
    ...data,
    ...(placeKey !== undefined ? { placeKey } : {}),
    ...issueManageToken(args),
    ...forgetCancelReason(args),
    ...nameVehicle(args),
  }
}
