'use client'

import { useEffect } from 'react'
import { Toaster as SonnerToaster } from 'sonner'

import { toasterListening } from '@/kit/ui/toast'

/** Toasts: Alt+T focuses them, Escape collapses them, hovering expands them. */
export function Toaster({ label, closeLabel }: { label: string; closeLabel: string }) {
  // Effects run child first: when this one runs, sonner's Toaster has subscribed.
  useEffect(toasterListening, [])
  // Sonner names the region "<label> alt+T"; the label speaks the page's language.
  return (
    <SonnerToaster
      richColors
      closeButton
      position="top-center"
      duration={5000}
      containerAriaLabel={label}
      toastOptions={{ closeButtonAriaLabel: closeLabel }}
    />
  )
}
