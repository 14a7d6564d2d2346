'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'

import { type Locale, localeNames, locales } from '@/i18n/locales'
import { usePathname, useRouter } from '@/i18n/navigation'

import { LanguageLinks } from './LanguageLinks.client'
import { LocaleFlag } from './LocaleFlag'

/** Moves to the same page in another language; next-intl stores the choice in its cookie. */
export function useSwitchLocale() {
  const router = useRouter()
  const pathname = usePathname()
  // The query is read at click time: useSearchParams would make every cached page render on the client.
  return (locale: Locale) => router.replace(`${pathname}${window.location.search}`, { locale })
}

/**
 * The language menu: a menu button (WAI-ARIA pattern) of three items. Written out rather than
 * taken from a menu library, whose positioning and focus machinery every page would download
 * for these three buttons. Not modal: the page stays reachable while it is open.
 */
export function LanguageSwitcher() {
  const t = useTranslations('Layout')
  const current = useLocale() as Locale
  const switchTo = useSwitchLocale()
  const [open, setOpen] = useState(false)
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const items = useRef<(HTMLButtonElement | null)[]>([])
  // Which item takes focus when the menu opens: the first, or the last when opened with ArrowUp.
  const [focusOnOpen, setFocusOnOpen] = useState(0)

  useEffect(() => {
    if (!open) return
    items.current[focusOnOpen]?.focus()
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open, focusOnOpen])

  const openAt = (index: number) => {
    setFocusOnOpen(index)
    setOpen(true)
  }
  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) trigger.current?.focus()
  }

  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      openAt(event.key === 'ArrowDown' ? 0 : locales.length - 1)
    }
  }
  const onMenuKey = (event: KeyboardEvent) => {
    const index = items.current.findIndex((item) => item === document.activeElement)
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: locales.length - 1,
    }
    if (event.key in moves) {
      event.preventDefault()
      items.current[(moves[event.key]! + locales.length) % locales.length]?.focus()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      close(true)
    } else if (event.key === 'Tab') {
      close(false)
    }
  }

  return (
    <div ref={root} className="relative">
      <button
        ref={trigger}
        type="button"
        id={`${id}-trigger`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-label={t('chooseLanguage')}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onTriggerKey}
        className="flex items-center gap-1 rounded-lg border border-line-strong px-3 py-2 text-sm font-medium noscript:hidden"
      >
        <LocaleFlag locale={current} /> {current.toUpperCase()}
      </button>
      {/* The menu needs script; without it, the three languages as links. */}
      <noscript>
        <LanguageLinks
          short
          className="flex gap-1"
          linkClassName="flex items-center gap-1 rounded-lg border px-2 py-2 text-sm"
          currentClassName="border-accent font-bold text-accent"
          otherClassName="border-line-strong"
        />
      </noscript>
      {open && (
        <div
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-trigger`}
          onKeyDown={onMenuKey}
          className="absolute top-full right-0 z-50 mt-1.5 min-w-40 rounded-lg border border-line bg-card p-1 shadow-lg"
        >
          {locales.map((locale, index) => (
            <button
              key={locale}
              ref={(element) => {
                items.current[index] = element
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              onClick={() => {
                close(true)
                switchTo(locale)
              }}
              className={`flex w-full cursor-pointer items-center gap-2 rounded px-3 py-2 text-left text-sm outline-none hover:bg-accent-soft focus:bg-accent-soft ${locale === current ? 'font-bold text-accent' : ''}`}
            >
              <LocaleFlag locale={locale} />
              {localeNames[locale]}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
