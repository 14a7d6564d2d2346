'use client'

import { useEffect, useRef } from 'react'

type Props = { scriptUrl: string; widgetId: string | null; label: string }

/**
 * The review service's widget, in Dutch and 52 px high. Its script is fetched only when the
 * footer comes within 100 px of the viewport, so it never slows the first view of a page.
 */
export function ReviewWidget({ scriptUrl, widgetId, label }: Props) {
  const slot = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = slot.current
    if (!element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        const script = document.createElement('script')
        script.src = scriptUrl
        script.async = true
        script.dataset.language = 'nl'
        script.dataset.locale = 'nl-NL'
        if (widgetId) script.dataset.widgetId = widgetId
        // Widget loaders render next to their own script tag, so it goes inside the slot.
        element.appendChild(script)
      },
      { rootMargin: '100px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [scriptUrl, widgetId])

  return (
    <div
      ref={slot}
      role="region"
      aria-label={label}
      data-widget-id={widgetId ?? undefined}
      data-locale="nl"
      className="h-[52px] overflow-hidden"
    />
  )
}
