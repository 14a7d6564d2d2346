import type { ServerProps } from 'payload'

import { withAdminKeys } from '@/i18n/admin-texts'
import { AdminNavLink } from '@/kit/admin/AdminScreen'

/** The planner's entry in the admin navigation. */
export function PlannerNavLink({ i18n, payload }: ServerProps) {
  return (
    <AdminNavLink href={`${payload.config.routes.admin}/planner`}>
      {withAdminKeys<'planner:title'>(i18n.t)('planner:title')}
    </AdminNavLink>
  )
}
