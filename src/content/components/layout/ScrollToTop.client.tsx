'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

/**
 * Every route change starts at the top of the page, unless the address points at an anchor or
 * the visitor went back or forward (the browser then restores where they were).
 */
export function ScrollToTop() {
  const pathname = usePathname()
  const historyMove = useRef(false)
  useEffect(() => {
    const onPopState = () => (historyMove.current = true)
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [])
  useEffect(() => {
    const restoring = historyMove.current
    historyMove.current = false
    if (!restoring && !window.location.hash)
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])
  return null
}
