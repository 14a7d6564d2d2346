'use client'

import { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'

import { onFirstOf } from './first-of'

/** How far ahead of the viewport a component starts loading: about a phone screen. */
const ahead = '800px 0px'
/** What counts as the visitor reaching into the component before it came into view. */
const reaching = ['focusin', 'pointerdown', 'touchstart'] as const

/** Settles once `element` comes within `ahead` of the viewport or the visitor reaches into it. */
function near(element: HTMLElement, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && done(),
      { rootMargin: ahead },
    )
    const stopListening = onFirstOf(element, reaching, done)
    function done() {
      observer.disconnect()
      stopListening()
      if (!signal.aborted) resolve()
    }
    signal.addEventListener('abort', done)
    observer.observe(element)
  })
}

type Caret = { name: string; start: number | null; end: number | null }

/** The named field the visitor is in, with the caret, if it lies inside `element`. */
function caretIn(element: HTMLElement): Caret | undefined {
  const active = document.activeElement
  if (!(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement)) return
  if (!active.name || !element.contains(active)) return
  // Only text fields have a caret; an e-mail field's selectionStart throws in some browsers.
  const caret = (() => {
    try {
      return { start: active.selectionStart, end: active.selectionEnd }
    } catch {
      return { start: null, end: null }
    }
  })()
  return { name: active.name, ...caret }
}

function putCaret(element: HTMLElement, caret: Caret) {
  const field = element.querySelector<HTMLInputElement | HTMLTextAreaElement>(
    `[name="${CSS.escape(caret.name)}"]`,
  )
  if (!field) return
  field.focus()
  try {
    if (caret.start !== null) field.setSelectionRange(caret.start, caret.end)
  } catch {
    // a field without a caret (e-mail, number): focus is enough
  }
}

type Loaded<Props> = { Component: ComponentType<Props>; found: Partial<Props>; caret?: Caret }

/**
 * A client component that the server renders whole but the browser loads only when it comes
 * near the viewport (or the visitor reaches into it first). Until then React leaves the
 * server's HTML alone (hydrating an element whose inner HTML it was told to keep), so a form
 * at the foot of a page works as the server drew it, posting itself, and its script (with
 * react-hook-form and zod) is not part of the page's load. Once loaded, the component takes
 * the element's place in one synchronous commit: `carry` reads what the visitor did from the
 * server's markup (typed values) for its first render, and focus and caret move across.
 * `data-script="loaded"` marks the component's element from then on.
 */
export function hydrateWhenNear<Props extends object>({
  server,
  load,
  carry,
}: {
  /** The component itself where there is no window (the server), rendered inline. */
  server: ComponentType<Props> | undefined
  /** Its chunk, in the browser. */
  load: () => Promise<ComponentType<Props>>
  carry?: (element: HTMLElement) => Partial<Props>
}) {
  return function HydrateWhenNear(props: Props) {
    const [loaded, setLoaded] = useState<Loaded<Props> | null>(null)
    const kept = useRef<HTMLDivElement>(null)
    const placed = useRef<HTMLDivElement>(null)

    useEffect(() => {
      const element = kept.current
      if (!element) return
      const stop = new AbortController()
      void near(element, stop.signal)
        .then(load)
        .then((Component) => {
          if (stop.signal.aborted) return
          const next = { Component, found: carry?.(element) ?? {}, caret: caretIn(element) }
          // At once, so that nothing typed between reading the fields and the swap is lost.
          flushSync(() => setLoaded(next))
        })
      return () => stop.abort()
    }, [])

    useLayoutEffect(() => {
      if (loaded?.caret && placed.current) putCaret(placed.current, loaded.caret)
    }, [loaded])

    if (server) {
      const Server = server
      return (
        <div>
          <Server {...props} />
        </div>
      )
    }
    if (!loaded)
      return (
        <div
          key="server"
          ref={kept}
          dangerouslySetInnerHTML={{ __html: '' }}
          suppressHydrationWarning
        />
      )
    return (
      <div key="client" ref={placed} data-script="loaded">
        <loaded.Component {...props} {...loaded.found} />
      </div>
    )
  }
}
