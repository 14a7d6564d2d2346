'use client'

import './globals.css'

import { usePathname } from 'next/navigation'

import { errorScreenWords, type ScreenError } from '@/content/client'
import { ErrorScreen } from '@/content/components/errors/ErrorScreen.client'
import { defaultLocale, toLocale } from '@/i18n/locales'

/** A failure outside any page body (a layout, the header): the generic error screen. */
export default function GlobalError({ error, reset }: { error: ScreenError; reset: () => void }) {
  // The first segment names the language when it is one; every page loads this, so no router.
  const locale = toLocale(usePathname()?.split('/')[1] ?? '')
  return (
    <html lang={locale}>
      <body className="min-h-screen bg-canvas text-fg antialiased">
        <ErrorScreen
          error={error}
          reset={reset}
          words={errorScreenWords[locale]}
          home={locale === defaultLocale ? '/' : `/${locale}`}
        />
      </body>
    </html>
  )
}
