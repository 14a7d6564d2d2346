import type { Access } from 'payload'

/** Staff are the only accounts: any signed-in user is staff. */
export const isStaff: Access = ({ req }) => Boolean(req.user)

export const anyone: Access = () => true

/**
 * For content with drafts: staff read drafts, visitors only what is published. Without this a
 * visitor's `?draft=true` on the REST API would return the draft Payload keeps in its versions.
 */
export const publishedForVisitors: Access = ({ req }) =>
  req.user ? true : { _status: { equals: 'published' } }

/**
 * Engines staff hid (no longer in the price list; the import hides those missing from a new
 * file): their page answers 404, so the public API leaves them out as well.
 */
export const listedForVisitors: Access = ({ req }) =>
  req.user ? true : { or: [{ hidden: { equals: false } }, { hidden: { exists: false } }] }
