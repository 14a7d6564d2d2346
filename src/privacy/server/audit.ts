import type { PayloadRequest } from 'payload'

import { changedFields } from '@/privacy/rules/audit'
import { roleOf } from '@/staff'

type Target = 'bookings' | 'requests'
type Entry = {
  operation: 'create' | 'update' | 'delete'
  target: string
  documentId?: string
  fields?: string[]
  summary: string
  link?: { booking?: number | string; request?: number | string }
}
type Doc = { id: number | string }

const isStaffAccount = (user: object) =>
  !('collection' in user) || (user as { collection?: unknown }).collection === 'users'

/** Writes the record with the save's own request: stored with the change, or not at all. */
async function record(req: PayloadRequest, entry: Entry) {
  const user = req.user
  // Only staff are on the trail; the nightly retention's own writes are not theirs.
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
      userRole: isStaffAccount(user) ? roleOf((user as { role?: unknown }).role) : undefined,
      fields: entry.fields ?? [],
      summary: entry.summary,
      booking: entry.link?.booking as number | undefined,
      request: entry.link?.request as number | undefined,
      createdAt: new Date().toISOString(),
    },
  })
}

const linkOf = (target: Target, id: number | string) =>
  target === 'bookings' ? { booking: id } : { request: id }

/**
 * A staff member's create or update of a booking or request, naming the fields the save
 * changed (`joins`: the document's join fields, which are read, never saved).
 */
export async function recordChange(
  req: PayloadRequest,
  change: {
    target: Target
    operation: 'create' | 'update'
    doc: Doc
    previousDoc: Doc | null
    joins: string[]
  },
) {
  const { target, operation, doc } = change
  const fields =
    operation === 'create'
      ? []
      : changedFields(
          change.previousDoc as Record<string, unknown> | null,
          doc as Record<string, unknown>,
          change.joins,
        )
  if (operation === 'update' && fields.length === 0) return
  await record(req, {
    operation,
    target,
    documentId: String(doc.id),
    fields,
    summary: `${target} ${doc.id}: ${operation === 'create' ? 'created' : fields.join(', ')}`,
    link: linkOf(target, doc.id),
  })
}

export const recordDelete = (req: PayloadRequest, target: Target, id: number | string) =>
  record(req, {
    operation: 'delete',
    target,
    documentId: String(id),
    summary: `${target} ${id}: deleted`,
  })

/** A staff member's save of a settings global, naming the fields it changed. */
export async function recordGlobalChange(
  req: PayloadRequest,
  target: string,
  previousDoc: Record<string, unknown>,
  doc: Record<string, unknown>,
) {
  const fields = changedFields(previousDoc, doc)
  if (fields.length > 0)
    await record(req, {
      operation: 'update',
      target,
      fields,
      summary: `${target}: ${fields.join(', ')}`,
    })
}
