'use client'

import { useSyncExternalStore } from 'react'

import { Link } from '@/i18n/navigation'
import { routes } from '@/kit/routes/routes'

const KEY = 'promoBannerClosed'
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The home page's promotion; once closed it stays closed (local storage) for that promotion:
 * the next one staff run is shown again. The page is served from a cache, so the end date is
 * checked in the browser, where "now" is really now.
 */
export function PromoBanner({
  offer,
  title,
  until,
  cta,
  closeLabel,
  validUntil,
}: {
  /** What tells one promotion from the next (its end date and prices), kept when closed. */
  offer: string
  title: string
  until: string | null
  cta: string
  closeLabel: string
  validUntil: string
}) {
  const hidden = useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(KEY) === offer || Date.now() > new Date(validUntil).getTime(),
    () => false,
  )
  if (hidden) return null
  return (
    <aside aria-label={title} className="bg-accent text-on-accent">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-2 text-sm">
        <p>
          <strong>{title}</strong> {until && `${until} `}
          <Link href={routes.booking} className="font-semibold underline">
            {cta}
          </Link>
        </p>
        <button
          type="button"
          aria-label={closeLabel}
          className="rounded px-2 py-1 text-lg leading-none hover:bg-night/10"
          onClick={() => {
            window.localStorage.setItem(KEY, offer)
            listeners.forEach((listener) => listener())
          }}
        >
          ×
        </button>
      </div>
    </aside>
  )
}
