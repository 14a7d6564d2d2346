'use client'

import dynamic from 'next/dynamic'
import { useSyncExternalStore } from 'react'

import { subscribeToToastRequests, toastsRequested } from '@/kit/ui/toast'

// Only forms raise toasts, and only after a visitor acts: sonner's code, styles and region come
// with the first toast, not after the hydration of every page.
const Toaster = dynamic(() => import('./Toaster.client').then((module) => module.Toaster))

/** The place of the toasts, empty until the first one is asked for (see lib/toast). */
export function Toasts({ label, closeLabel }: { label: string; closeLabel: string }) {
  const wanted = useSyncExternalStore(subscribeToToastRequests, toastsRequested, () => false)
  return wanted ? <Toaster label={label} closeLabel={closeLabel} /> : null
}
