import { DefaultTemplate } from '@payloadcms/next/templates'
import type { AdminViewServerProps } from 'payload'
import type { CSSProperties, ReactNode } from 'react'

/**
 * One of the workshop's own admin screens (planner, customer data) in Payload's frame: its
 * navigation, header and gutters, as the collection screens have them.
 */
export function AdminScreen({
  view: { initPageResult, params, searchParams },
  style,
  children,
}: {
  view: AdminViewServerProps
  style?: CSSProperties
  children: ReactNode
}) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <div className="gutter--left gutter--right" style={{ paddingBlock: '2rem', ...style }}>
        {children}
      </div>
    </DefaultTemplate>
  )
}

/** A workshop screen's entry in the admin navigation. */
export function AdminNavLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className="nav__link" href={href} style={{ display: 'block', padding: '0.25rem 0' }}>
      {children}
    </a>
  )
}
