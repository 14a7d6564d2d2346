'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useState } from 'react'

import type { SearchBoxLabels } from './SearchBox.client'

export type SuggestionsProps = {
  inputId: string
  query: string
  locale: string
  labels: SearchBoxLabels
}

type Hit = { kind: string; title: string; detail: string; href: string }

const PAUSE_MS = 150
const MIN_LENGTH = 2

/**
 * Suggestions under the search field while typing (the ARIA combobox pattern): asked of
 * /api/search after a pause, arrow keys move through them, Enter opens the chosen one (or
 * sends the form), Escape closes the list. Loaded only once the field had focus.
 */
export function Suggestions({ inputId, query, locale, labels }: SuggestionsProps) {
  const router = useRouter()
  const listId = useId()
  const [hits, setHits] = useState<Hit[] | null>(null)
  const [active, setActive] = useState(-1)
  const [open, setOpen] = useState(true)
  const text = query.trim()

  useEffect(() => {
    if (text.length < MIN_LENGTH) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetch(`/api/search?${new URLSearchParams({ q: text, locale })}`, {
        signal: controller.signal,
      })
        .then((response) => response.json() as Promise<{ status: string; hits?: Hit[] }>)
        .then((body) => {
          setHits(body.hits ?? [])
          setActive(-1)
          setOpen(true)
        })
        // A failed or cancelled request leaves the last list; the form still searches.
        .catch(() => undefined)
    }, PAUSE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [text, locale])

  const shown = open && text.length >= MIN_LENGTH && hits !== null

  useEffect(() => {
    const input = document.getElementById(inputId) as HTMLInputElement | null
    if (!input) return
    input.setAttribute('role', 'combobox')
    input.setAttribute('aria-autocomplete', 'list')
    const expanded = shown && (hits?.length ?? 0) > 0
    input.setAttribute('aria-expanded', String(expanded))
    if (expanded) input.setAttribute('aria-controls', listId)
    else input.removeAttribute('aria-controls')
    if (shown && active >= 0) input.setAttribute('aria-activedescendant', `${listId}-${active}`)
    else input.removeAttribute('aria-activedescendant')
    const count = shown ? (hits?.length ?? 0) : 0
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') return setOpen(false)
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!count) return
        event.preventDefault()
        setOpen(true)
        const step = event.key === 'ArrowDown' ? 1 : -1
        // Past either end the field itself is active again (-1), as in a native list.
        return setActive((current) => {
          const next = current + step
          return next >= count ? -1 : next < -1 ? count - 1 : next
        })
      }
      const chosen = active >= 0 ? hits?.[active] : undefined
      if (event.key === 'Enter' && shown && chosen) {
        event.preventDefault()
        router.push(chosen.href)
      }
    }
    const onBlur = () => setTimeout(() => setOpen(false), 150)
    const onFocus = () => setOpen(true)
    input.addEventListener('keydown', onKey)
    input.addEventListener('blur', onBlur)
    input.addEventListener('focus', onFocus)
    return () => {
      input.removeEventListener('keydown', onKey)
      input.removeEventListener('blur', onBlur)
      input.removeEventListener('focus', onFocus)
    }
  }, [inputId, listId, hits, active, shown, router])

  if (!shown) return null
  return (
    <div className="absolute inset-x-0 top-full z-30 mt-1 overflow-hidden rounded-lg border border-line bg-card text-fg shadow-xl">
      {hits.length === 0 ? (
        <p className="px-4 py-3 text-sm text-fg-muted" aria-live="polite">
          {labels.noSuggestions}
        </p>
      ) : (
        <ul
          id={listId}
          role="listbox"
          aria-label={labels.suggestions}
          className="max-h-96 overflow-y-auto py-1"
        >
          {hits.map((hit, index) => (
            <li key={hit.href} role="presentation">
              <a
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                href={hit.href}
                onMouseDown={(event) => event.preventDefault()}
                className={`flex min-h-tap flex-col justify-center px-4 py-2 ${index === active ? 'bg-accent/15' : 'hover:bg-white/5'}`}
              >
                <span className="font-semibold">{hit.title}</span>
                <span className="text-sm text-fg-muted">{hit.detail}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
