import type React from 'react'

import { Link } from '@/i18n/navigation'

/** A "read on" text link with an arrow, marked as a call to action for the analytics listener. */
export function MoreLink({
  href,
  cta,
  onDark = false,
  children,
}: {
  href: string
  cta: string
  onDark?: boolean
  children: React.ReactNode
}) {
  return (
    <Link
      href={href}
      data-cta={cta}
      className={`font-semibold underline-offset-4 hover:underline ${onDark ? 'text-accent' : 'text-accent'}`}
    >
      {children} <span aria-hidden="true">→</span>
    </Link>
  )
}
