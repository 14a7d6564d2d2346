import type { ServerProps } from 'payload'

import { withAdminKeys } from '@/i18n/admin-texts'
import { AdminNavLink } from '@/kit/admin/AdminScreen'

/** The customer-data screen's entry in the admin navigation. */
export function CustomerDataNavLink({ i18n, payload }: ServerProps) {
  return (
    <AdminNavLink href={`${payload.config.routes.admin}/klantgegevens`}>
      {withAdminKeys<'privacy:title'>(i18n.t)('privacy:title')}
    </AdminNavLink>
  )
}
