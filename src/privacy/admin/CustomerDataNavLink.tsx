import type { ServerProps } from 'payload'

import { withAdminKeys } from '@/i18n/admin-texts'

/** The customer-data screen's entry in the admin navigation. */
export function CustomerDataNavLink({ i18n, payload }: ServerProps) {
  return (
    <a
      className="nav__link"
      href={`${payload.config.routes.admin}/klantgegevens`}
      style={{ display: 'block', padding: '0.25rem 0' }}
    >
      {withAdminKeys<'privacy:title'>(i18n.t)('privacy:title')}
    </a>
  )
}
