'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** Every route change starts at the top of the page, unless the address points at an anchor. */
export function ScrollToTop() {
  const pathname = usePathname()
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])
  return null
}
