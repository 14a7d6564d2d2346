import type { ServerProps } from 'payload'

import { withAdminKeys } from '@/i18n/admin-texts'

/** The planner's entry in the admin navigation. */
export function PlannerNavLink({ i18n, payload }: ServerProps) {
  return (
    <a
      className="nav__link"
      href={`${payload.config.routes.admin}/planner`}
      style={{ display: 'block', padding: '0.25rem 0' }}
    >
      {withAdminKeys<'planner:title'>(i18n.t)('planner:title')}
    </a>
  )
}
