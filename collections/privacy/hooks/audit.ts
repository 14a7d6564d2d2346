import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { changedFields } from '@/privacy'

import { staffRole } from '../../shared/access'

type Entry = {
  operation: 'create' | 'update' | 'delete'
  target: string
  documentId?: string
  fields?: string[]
  summary: string
  link?: { booking?: number | string; request?: number | string }
}

/** Writes the record with the save's own request: stored with the change, or not at all. */
async function record(req: PayloadRequest, entry: Entry) {
  const user = req.user
  if (!user || req.context.retention) return
  await req.payload.create({
    collection: 'audit-log',
    overrideAccess: true,
    req,
    data: {
      operation: entry.operation,
      target: entry.target,
      documentId: entry.documentId,
      user: user.collection === 'users' ? (user.id as number) : undefined,
      userEmail: typeof user.email === 'string' ? user.email : undefined,
      userRole: staffRole(user) ?? undefined,
      fields: entry.fields ?? [],
      summary: entry.summary,
      booking: entry.link?.booking as number | undefined,
      request: entry.link?.request as number | undefined,
      createdAt: new Date().toISOString(),
    },
  })
}

const linkOf = (target: string, id: number | string) =>
  target === 'bookings' ? { booking: id } : target === 'requests' ? { request: id } : {}

/** Every staff create and update of the collection, naming the fields a save changed. */
export const auditChanges =
  (target: 'bookings' | 'requests'): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, operation, req, collection }) => {
    const joins = collection.flattenedFields.flatMap((f) => (f.type === 'join' ? [f.name] : []))
    const fields = operation === 'create' ? [] : changedFields(previousDoc, doc, joins)
    if (operation === 'update' && fields.length === 0) return doc
    await record(req, {
      operation,
      target,
      documentId: String(doc.id),
      fields,
      summary: `${target} ${doc.id}: ${operation === 'create' ? 'created' : fields.join(', ')}`,
      link: linkOf(target, doc.id),
    })
    return doc
  }

export const auditDeletes =
  (target: 'bookings' | 'requests'): CollectionAfterDeleteHook =>
  async ({ id, req, doc }) => {
    await record(req, {
      operation: 'delete',
      target,
      documentId: String(id),
      summary: `${target} ${id}: deleted`,
    })
    return doc
  }

/** Every staff save of a settings global, naming the fields it changed. */
export const auditGlobal =
  (target: string): GlobalAfterChangeHook =>
  async ({ doc, previousDoc, req }) => {
    const fields = changedFields(previousDoc, doc)
    if (fields.length > 0)
      await record(req, {
        operation: 'update',
        target,
        fields,
        summary: `${target}: ${fields.join(', ')}`,
      })
    return doc
  }
