'use client'

import { type MouseEvent, type ReactNode, useEffect, useId, useState } from 'react'

import { isLocale } from '@/i18n/locales'

import { useSwitchLocale } from './LanguageSwitcher.client'

/**
 * The phone menu: a disclosure around the server-rendered links, closed by any link or
 * language choice (links naming their language in `data-locale`) and by Escape.
 */
export function MobileMenu({
  labels,
  children,
}: {
  labels: { menu: string; open: string; close: string }
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const switchTo = useSwitchLocale()

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

  // Clicks come from the links inside, which carry their own keyboard handling. A language
  // link switches on the client, keeping the query; its address serves browsers without script.
  const follow = (event: MouseEvent) => {
    const target = (event.target as Element).closest<HTMLElement>('a')
    if (!target) return
    setOpen(false)
    const locale = target.dataset.locale
    // A new tab or window (a modifier or the middle button) keeps the link's own address.
    const elsewhere = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
    if (isLocale(locale) && !elsewhere && event.button === 0) {
      event.preventDefault()
      switchTo(locale)
    }
  }

  return (
    <div className="md:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={open ? labels.close : labels.open}
        onClick={() => setOpen((value) => !value)}
        className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium noscript:hidden"
      >
        {open ? '✕' : '☰'} {labels.menu}
      </button>
      {/* Without script the same links open in a details element; parsed as text otherwise. */}
      <noscript>
        <details>
          <summary className="cursor-pointer list-none rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium [&::-webkit-details-marker]:hidden">
            <span aria-hidden="true">☰</span> {labels.menu}
          </summary>
          <nav
            aria-label={labels.menu}
            className="absolute inset-x-0 top-full max-h-96 overflow-y-auto border-b border-slate-200 bg-white px-4 py-4 shadow-lg"
          >
            {children}
          </nav>
        </details>
      </noscript>
      <nav
        id={id}
        hidden={!open}
        aria-label={labels.menu}
        onClick={follow}
        className="absolute inset-x-0 top-full max-h-96 overflow-y-auto border-b border-slate-200 bg-white px-4 py-4 shadow-lg"
      >
        {/* Closed, the menu holds nothing: its 40 elements would be hydrated with every page a
            phone opens, and without this script the menu cannot open anyway. */}
        {open && children}
      </nav>
    </div>
  )
}
