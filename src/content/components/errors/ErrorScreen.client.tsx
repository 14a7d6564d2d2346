'use client'

import { useEffect } from 'react'

export type ScreenError = Error & { digest?: string; status?: number }

/**
 * The generic error screen: the status or message, a retry and a way home. Home is a full page
 * load: after a failure the client router may be unusable.
 */
export function ErrorScreen({
  error,
  reset,
  words,
  home,
}: {
  error: ScreenError
  reset: () => void
  words: { retry: string; home: string }
  home: string
}) {
  useEffect(() => {
    console.error(error)
  }, [error])
  const detail = error.status
    ? String(error.status)
    : error.digest
      ? `${error.message} (${error.digest})`
      : error.message
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">Unexpected Application Error</h1>
      <p className="mt-4 text-fg-muted">{detail}</p>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="rounded-lg border border-line-strong px-5 py-3 font-semibold"
        >
          {words.retry}
        </button>
        <a href={home} className="rounded-lg bg-accent px-5 py-3 font-semibold text-on-accent">
          {words.home}
        </a>
      </div>
    </main>
  )
}
