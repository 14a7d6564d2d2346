import type { Access, ClientUser, FieldAccess, PayloadRequest, TypedUser, Where } from 'payload'

import { visibleEngine } from '@/catalogue/server'
import { may, type Operation, reach, type Role, roleOf, type Subject } from '@/staff'

/** Staff are the only accounts: any signed-in user is staff. */
export const isStaff: Access = ({ req }) => Boolean(req.user)

export const anyone: Access = () => true

export const nobody: Access = () => false

/** The role of the staff member behind a request, or null for a visitor. */
export const staffRole = (user: Pick<TypedUser, 'collection'> | ClientUser | null | undefined) =>
  user && (!('collection' in user) || user.collection === 'users')
    ? roleOf((user as { role?: unknown }).role)
    : null

/** What "some" documents are where the role matrix grants an operation on part of a subject. */
const limitedTo: Partial<Record<Subject, (user: TypedUser) => Where>> = {
  // A staff member's own account.
  users: (user) => ({ id: { equals: user.id } }),
  // The audit trail of the day's work: what a booking's or request's page shows as its history.
  'audit-log': () => ({ target: { in: ['bookings', 'requests'] } }),
}

/** Payload's access for one operation on a subject, as the role matrix grants it. */
export const granted =
  (subject: Subject, operation: Operation): Access =>
  ({ req }) => {
    const role = staffRole(req.user)
    if (!role || !req.user) return false
    const reached = reach(role, subject, operation)
    if (reached === 'limited') return limitedTo[subject]?.(req.user) ?? false
    return reached === 'all'
  }

/**
 * A collection's four operations by the role matrix. `read` may be wider for visitors (the
 * catalogue and the site's content are public), never narrower for staff; an operation the
 * system keeps for itself (`nobody`) stays refused whatever the role.
 */
export const byRole = (
  subject: Subject,
  own: Partial<Record<Operation, Access>> = {},
): Record<Operation, Access> => ({
  read: own.read ?? granted(subject, 'read'),
  create: own.create ?? granted(subject, 'create'),
  update: own.update ?? granted(subject, 'update'),
  delete: own.delete ?? granted(subject, 'delete'),
})

/** A global's read and update by the role matrix (reads of public settings stay open). */
export const globalByRole = (subject: Subject, read: Access = granted(subject, 'read')) => ({
  read,
  update: granted(subject, 'update'),
  readVersions: granted(subject, 'read'),
})

/** A field only the owner may set: roles, and other decisions of the business. */
export const ownerField: FieldAccess = ({ req }) => staffRole(req.user) === 'owner'

/**
 * Out of the admin's navigation and routes for a staff member who may not work with it
 * fully: the REST API refuses them as well (the access above), this spares them the screens.
 */
export const hiddenFrom =
  (subject: Subject) =>
  ({ user }: { user: ClientUser }) =>
    !may(staffRole(user) ?? 'employee', subject, 'read')

/** The role of the request's staff member may do the operation on every document of it. */
export const mayOn = (req: PayloadRequest, subject: Subject, operation: Operation = 'read') => {
  const role: Role | null = staffRole(req.user)
  return role !== null && may(role, subject, operation)
}

/**
 * For content with drafts: staff read drafts, visitors only what is published. Without this a
 * visitor's `?draft=true` on the REST API would return the draft Payload keeps in its versions.
 */
export const publishedForVisitors: Access = ({ req }) =>
  req.user ? true : { _status: { equals: 'published' } }

/** Engines staff hid answer 404 on the site, so the public API leaves them out as well. */
export const visibleEnginesForVisitors: Access = ({ req }) => (req.user ? true : visibleEngine)
