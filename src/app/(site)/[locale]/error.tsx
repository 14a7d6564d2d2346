'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { routes } from '@/domain/routes'

/** A render failure: the generic error screen with the status or message, and a way home. */
export default function RenderError({
  error,
  reset,
}: {
  error: Error & { digest?: string; status?: number }
  reset: () => void
}) {
  const t = useTranslations('Common')
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
      <p className="mt-4 text-slate-700">{detail}</p>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="rounded-lg border border-slate-300 px-5 py-3 font-semibold"
        >
          {t('retry')}
        </button>
        {/* A full page load: after a render failure the client router may be unusable. */}
        <a
          href={routes.home}
          className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white"
        >
          {t('home')}
        </a>
      </div>
    </main>
  )
}
