'use client'

type Options = { description?: string }
type Kind = 'success' | 'error'

/**
 * Toasts through sonner, which loads with the first toast rather than with every page: the
 * layout's <Toasts> mounts sonner's <Toaster> when the first toast is asked for, and each toast
 * is raised once that Toaster listens (it subscribes in an effect; a toast raised before would
 * be lost).
 */
const requestListeners = new Set<() => void>()
let requested = false
let markListening: (() => void) | undefined
// Settles when the Toaster listens; by then its chunk has loaded sonner.
let ready: Promise<typeof import('sonner')> | undefined

/** For <Toasts>: called once, when the first toast is asked for. */
export function subscribeToToastRequests(listener: () => void) {
  requestListeners.add(listener)
  return () => void requestListeners.delete(listener)
}

export const toastsRequested = () => requested

/** For the mounted Toaster: from now on toasts reach it. */
export function toasterListening() {
  markListening?.()
}

function raise(kind: Kind, title: string, options?: Options) {
  ready ??= new Promise<void>((resolve) => {
    markListening = resolve
    requested = true
    for (const listener of requestListeners) listener()
  }).then(() => import('sonner'))
  void ready.then((sonner) => sonner.toast[kind](title, options))
}

export const toast = {
  success: (title: string, options?: Options) => raise('success', title, options),
  error: (title: string, options?: Options) => raise('error', title, options),
}
