import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { may, roleOf, type Subject } from '../rules/roles'

/**
 * The staff member who may open one of the workshop's own admin screens. Signed out, the
 * admin's login, which brings them back to the screen; a role that may not use it, the admin's
 * start (the screen is not in their navigation either).
 */
export function screenUser(view: AdminViewServerProps, subject: Subject, path: string) {
  const { user, payload } = view.initPageResult.req
  const admin = payload.config.routes.admin
  if (!user) redirect(`${admin}/login?${new URLSearchParams({ redirect: `${admin}${path}` })}`)
  if (!may(roleOf(user.role), subject)) redirect(admin)
  return user
}
