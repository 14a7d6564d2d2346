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
