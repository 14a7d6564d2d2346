'use client'

import dynamic from 'next/dynamic'

// Loaded after the page is interactive: only forms raise toasts, so pages without one never
// pay for the toast library in their first load.
const Toaster = dynamic(() => import('sonner').then((module) => module.Toaster), { ssr: false })

/** Toasts: Alt+T focuses them, Escape collapses them, hovering expands them. */
export function Toasts() {
  return <Toaster richColors closeButton position="top-center" duration={5000} />
}
