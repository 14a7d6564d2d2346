'use client'

import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * False while React hydrates the server's markup (and on the server), true from the render
 * after: a control that needs its script can be drawn as a link or a plain form control until
 * then, in the same place and size, and hydration still matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
