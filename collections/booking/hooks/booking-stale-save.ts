import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { inLanguage, label } from '@/i18n/admin-labels'

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
export const refuseStaleSave: CollectionBeforeChangeHook = ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc?.updatedAt || typeof data.updatedAt !== 'string')
    return data
  if (Date.parse(data.updatedAt) < Date.parse(originalDoc.updatedAt))
    throw new APIError(inLanguage(changedMeanwhile, req.i18n?.language), 409, null, true)
  return data
}
