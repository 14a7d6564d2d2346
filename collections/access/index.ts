import type { Access } from 'payload'

/** Staff are the only accounts: any signed-in user is staff. */
export const isStaff: Access = ({ req }) => Boolean(req.user)

export const anyone: Access = () => true
