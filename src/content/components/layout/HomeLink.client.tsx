'use client'

import type React from 'react'

import { Link, usePathname } from '@/i18n/navigation'

import { homeHref } from './nav'

/** "Home" in the header: on the home page itself a same-page anchor to the top. */
export function HomeLink({
  className,
  children,
}: {
  className?: string
  children: React.ReactNode
}) {
  const href = homeHref(usePathname())
  return href.startsWith('#') ? (
    <a href={href} className={className}>
      {children}
    </a>
  ) : (
    <Link href={href} className={className}>
      {children}
    </Link>
  )
}
