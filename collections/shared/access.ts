import type { Access } from 'payload'

import { visibleEngine } from '@/catalogue/data'

/** Staff are the only accounts: any signed-in user is staff. */
export const isStaff: Access = ({ req }) => Boolean(req.user)

export const anyone: Access = () => true

/**
 * For content with drafts: staff read drafts, visitors only what is published. Without this a
 * visitor's `?draft=true` on the REST API would return the draft Payload keeps in its versions.
 */
export const publishedForVisitors: Access = ({ req }) =>
  req.user ? true : { _status: { equals: 'published' } }

/** Engines staff hid answer 404 on the site, so the public API leaves them out as well. */
export const visibleEnginesForVisitors: Access = ({ req }) => (req.user ? true : visibleEngine)
