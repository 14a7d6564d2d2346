import type { ServerProps } from 'payload'

import { withAdminKeys } from '@/i18n/admin-texts'
import { AdminNavLink } from '@/kit/admin/AdminScreen'
import { may, roleOf } from '@/staff'

/** The customer-data screen's entry in the admin navigation, for the owner. */
export function CustomerDataNavLink({ i18n, payload, user }: ServerProps) {
  if (!may(roleOf(user?.role), 'customer-data')) return null
  return (
    <AdminNavLink href={`${payload.config.routes.admin}/klantgegevens`}>
      {withAdminKeys<'privacy:title'>(i18n.t)('privacy:title')}
    </AdminNavLink>
  )
}
