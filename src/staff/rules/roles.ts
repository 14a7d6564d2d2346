/**
 * Who on the staff may do what. The owner (eigenaar) runs the business: prices, promotions,
 * booking rules, retention, the catalogue and the site, customers' data, staff accounts. An
 * employee (medewerker) does the day's work: appointments, requests, the waitlist, the planner
 * and the dashboard, and may look the catalogue up to answer a customer, without changing it.
 *
 * Payload's access control (collections/shared/access.ts) reads this table for every collection
 * and global, and the workshop's own screens and endpoints read it for theirs, so the admin's
 * navigation, its forms and the REST API give the same answer.
 */
export const roles = ['owner', 'employee'] as const
export type Role = (typeof roles)[number]

/** A new account works the day until an owner gives it more. */
export const defaultRole: Role = 'employee'

export const operations = ['read', 'create', 'update', 'delete'] as const
export type Operation = (typeof operations)[number]

/**
 * How far a grant reaches: every document, or only some. What "some" means is the subject's
 * own (collections/shared/access.ts): for users the staff member's own account, for the audit
 * trail the records of appointments and requests (a booking's history on its page).
 */
export type Reach = 'all' | 'limited' | 'none'

type Grants = Readonly<Partial<Record<Operation, Exclude<Reach, 'none'>>>>

const everything: Grants = { read: 'all', create: 'all', update: 'all', delete: 'all' }
const lookUp: Grants = { read: 'all' }
const nothing: Grants = {}

/** The matrix: per collection, global and screen of the admin, what each role may do. */
const matrix = {
  // The day's work. Removing an appointment or a request outright is the owner's decision:
  // staff cancel or close it, and the record stays for the figures.
  bookings: { owner: everything, employee: { read: 'all', create: 'all', update: 'all' } },
  requests: { owner: everything, employee: { read: 'all', update: 'all' } },
  waitlist: { owner: everything, employee: { read: 'all', update: 'all', delete: 'all' } },
  'booking-mails': { owner: everything, employee: lookUp },
  // Dyno runs are measured on the day's cars, so the day's staff enter them and send the report.
  'dyno-runs': { owner: everything, employee: { read: 'all', create: 'all', update: 'all' } },
  // The catalogue holds the prices: looked up by everyone, changed by the owner.
  brands: { owner: everything, employee: lookUp },
  models: { owner: everything, employee: lookUp },
  'build-years': { owner: everything, employee: lookUp },
  engines: { owner: everything, employee: lookUp },
  redirects: { owner: everything, employee: nothing },
  'catalogue-imports': { owner: everything, employee: nothing },
  // The site's content and the business's settings.
  pages: { owner: everything, employee: nothing },
  faqs: { owner: everything, employee: nothing },
  media: { owner: everything, employee: nothing },
  'site-settings': { owner: everything, employee: nothing },
  promotion: { owner: everything, employee: nothing },
  pricing: { owner: everything, employee: nothing },
  'booking-rules': { owner: everything, employee: nothing },
  'data-retention': { owner: everything, employee: nothing },
  // Staff accounts: an employee keeps their own (password, language), an owner manages all.
  users: { owner: everything, employee: { read: 'limited', update: 'limited' } },
  'audit-log': { owner: lookUp, employee: { read: 'limited' } },
  'job-runners': { owner: lookUp, employee: nothing },
  // The workshop's own screens and endpoints.
  dashboard: { owner: lookUp, employee: lookUp },
  planner: { owner: lookUp, employee: lookUp },
  'customer-data': { owner: everything, employee: nothing },
} as const satisfies Record<string, Record<Role, Grants>>

export type Subject = keyof typeof matrix
export const subjects = Object.keys(matrix) as Subject[]

/** A stored role, or the least one for anything else (an account from before roles). */
export const roleOf = (value: unknown): Role => (value === 'owner' ? 'owner' : defaultRole)

/** How far the role reaches with the operation on the subject. */
export function reach(role: Role, subject: Subject, operation: Operation): Reach {
  const grants: Grants = matrix[subject][role]
  return grants[operation] ?? 'none'
}

/** Whether the role may do the operation on every document of the subject. */
export const may = (role: Role, subject: Subject, operation: Operation = 'read') =>
  reach(role, subject, operation) === 'all'

/**
 * Whether a change of accounts leaves the workshop without an owner: the owners there would be
 * after it, counting the account changed. Then nobody could set prices or manage staff again.
 */
export function leavesNoOwner(change: {
  ownersNow: number
  was: Role
  becomes: Role | 'deleted'
}): boolean {
  const after = change.ownersNow - (change.was === 'owner' && change.becomes !== 'owner' ? 1 : 0)
  return after < 1
}
