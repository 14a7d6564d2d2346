'use client'

import './globals.css'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { errorScreenWords } from '@/components/errors/error-screen-words'

/** A failure outside any page body (a layout, the header): the generic error screen. */
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string; status?: number }
  reset: () => void
}) {
  const locale = /^\/(en|de)(\/|$)/.exec(usePathname() ?? '')?.[1] as 'en' | 'de' | undefined
  const t = errorScreenWords[locale ?? 'nl']
  useEffect(() => {
    console.error(error)
  }, [error])
  const detail = error.status
    ? String(error.status)
    : error.digest
      ? `${error.message} (${error.digest})`
      : error.message
  return (
    <html lang={locale ?? 'nl'}>
      <body className="min-h-screen bg-white text-ink-900 antialiased">
        <main className="mx-auto max-w-xl px-6 py-24 text-center">
          <h1 className="text-3xl font-bold">Unexpected Application Error</h1>
          <p className="mt-4 text-slate-700">{detail}</p>
          <div className="mt-6 flex justify-center gap-3">
            <button
              type="button"
              onClick={reset}
              className="rounded-lg border border-slate-300 px-5 py-3 font-semibold"
            >
              {t.retry}
            </button>
            {/* A full page load: after a failure this deep the client router may be unusable. */}
            <a
              href={locale ? `/${locale}` : '/'}
              className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white"
            >
              {t.home}
            </a>
          </div>
        </main>
      </body>
    </html>
  )
}
