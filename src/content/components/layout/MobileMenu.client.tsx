'use client'

import dynamic from 'next/dynamic'
import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react'

import { isLocale } from '@/i18n/locales'

import { useSwitchLocale } from './LanguageSwitcher.client'

// The dialog (and its Radix parts) loads when a visitor first reaches for the menu, not with
// every page; pointing at or focusing the button starts the load before the tap lands.
const loadPanel = () => import('./MobileMenuPanel.client').then((module) => module.MobileMenuPanel)
const MobileMenuPanel = dynamic(loadPanel, { ssr: false })

const trigger =
  'inline-flex min-h-tap min-w-tap items-center justify-center gap-2 rounded-control border border-line-strong px-3 text-sm font-medium text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent'

/**
 * The phone and tablet menu: a button that opens the server-rendered links in a dialog (the page
 * dimmed behind it, focus kept inside, Escape and any link or language choice closing it).
 * Language links name their language in `data-locale` and switch on the client, keeping the query;
 * their addresses serve browsers without script, which get a details element instead.
 */
export function MobileMenu({
  labels,
  icons,
  children,
}: {
  labels: { menu: string; open: string; close: string }
  icons: { open: ReactNode; close: ReactNode }
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const switchTo = useSwitchLocale()
  const button = useRef<HTMLButtonElement>(null)
  // Closed by Escape, the close button or a tap beside the panel, the menu hands focus back to
  // its button (Radix returns it only to its own trigger). A followed link moves on instead.
  const refocus = useRef(false)
  useEffect(() => {
    if (open || !refocus.current) return
    refocus.current = false
    button.current?.focus()
  }, [open])

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
    <div className="lg:hidden">
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={labels.open}
        onClick={() => setOpen(true)}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        className={`${trigger} noscript:hidden`}
      >
        {icons.open} <span className="hidden sm:inline">{labels.menu}</span>
      </button>
      {/* Without script the same links open in a details element; parsed as text otherwise. */}
      <noscript>
        <details>
          <summary
            className={`${trigger} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
          >
            {icons.open} {labels.menu}
          </summary>
          <nav
            aria-label={labels.menu}
            className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-card px-4 py-4 shadow-lg"
          >
            {children}
          </nav>
        </details>
      </noscript>
      {open && (
        <MobileMenuPanel
          labels={labels}
          closeIcon={icons.close}
          onClose={() => {
            refocus.current = true
            setOpen(false)
          }}
          onFollow={follow}
        >
          {children}
        </MobileMenuPanel>
      )}
    </div>
  )
}
