import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type PayloadRequest,
} from 'payload'

import { inLanguage, label } from '@/i18n/admin-labels'
import { leavesNoOwner, type Role, roleOf } from '@/staff'

const lastOwner = label(
  'Dit is de laatste eigenaar. Maak eerst een andere medewerker eigenaar: zonder eigenaar kan niemand meer prijzen, instellingen of accounts beheren.',
  'This is the last owner. Make another staff member an owner first: without an owner nobody can manage prices, settings or accounts any more.',
  'Dies ist der letzte Inhaber. Machen Sie zuerst ein anderes Teammitglied zum Inhaber: Ohne Inhaber kann niemand mehr Preise, Einstellungen oder Konten verwalten.',
)

const ownersNow = async (req: PayloadRequest) =>
  (await req.payload.count({ collection: 'users', where: { role: { equals: 'owner' } }, req }))
    .totalDocs

async function refuseLeavingNoOwner(req: PayloadRequest, was: Role, becomes: Role | 'deleted') {
  if (was !== 'owner' || becomes === 'owner') return
  if (leavesNoOwner({ ownersNow: await ownersNow(req), was, becomes }))
    throw new APIError(inLanguage(lastOwner, req.i18n?.language), 409, null, true)
}

/**
 * The first account of a new workshop (Payload's create-first-user) is its owner; later
 * accounts get the role an owner gives them, an employee's by default.
 */
export const firstAccountOwns: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const accounts = await req.payload.count({ collection: 'users', req })
  return accounts.totalDocs === 0 ? { ...data, role: 'owner' } : data
}

/** An owner who makes themselves or the last other owner an employee would lock the business out. */
export const keepAnOwner: CollectionBeforeChangeHook = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation === 'update' && data.role !== undefined)
    await refuseLeavingNoOwner(req, roleOf(originalDoc?.role), roleOf(data.role))
  return data
}

export const keepAnOwnerOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const doc = await req.payload.findByID({ collection: 'users', id, depth: 0, req })
  await refuseLeavingNoOwner(req, roleOf(doc.role), 'deleted')
}
