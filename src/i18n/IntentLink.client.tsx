'use client'

import { type ComponentProps, useState } from 'react'

import { Link as IntlLink } from './intl-navigation'

/**
 * next-intl's Link that prefetches its page when the visitor shows intent (pointer over it,
 * a touch, keyboard focus) instead of whenever it scrolls into view: a catalogue page holds
 * dozens of links, and fetching and parsing all their pages kept a phone's main thread busy
 * right after load. Next's own pattern for hover-triggered prefetch.
 */
export function Link({
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: ComponentProps<typeof IntlLink>) {
  const [intent, setIntent] = useState(false)
  return (
    <IntlLink
      {...props}
      prefetch={intent ? props.prefetch : false}
      onMouseEnter={(event) => {
        setIntent(true)
        onMouseEnter?.(event)
      }}
      onTouchStart={(event) => {
        setIntent(true)
        onTouchStart?.(event)
      }}
      onFocus={(event) => {
        setIntent(true)
        onFocus?.(event)
      }}
    />
  )
}
