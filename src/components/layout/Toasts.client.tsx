'use client'

import dynamic from 'next/dynamic'

// Loaded after the page is interactive: only forms raise toasts, so pages without one never
// pay for the toast library in their first load.
const Toaster = dynamic(() => import('sonner').then((module) => module.Toaster), { ssr: false })

/** Toasts: Alt+T focuses them, Escape collapses them, hovering expands them. */
export function Toasts({ label }: { label: string }) {
  // Sonner names the region "<label> alt+T"; the label speaks the page's language.
  return (
    <Toaster
      richColors
      closeButton
      position="top-center"
      duration={5000}
      containerAriaLabel={label}
    />
  )
}
