'use client'

import { useLocale } from 'next-intl'

import { errorScreenWords, type ScreenError } from '@/content/client'
import { ErrorScreen } from '@/content/components/errors/ErrorScreen.client'
import { defaultLocale, toLocale } from '@/i18n/locales'

/** A render failure inside the page body: the generic error screen in the page's language. */
export default function RenderError({ error, reset }: { error: ScreenError; reset: () => void }) {
  const locale = toLocale(useLocale())
  return (
    <ErrorScreen
      error={error}
      reset={reset}
      words={errorScreenWords[locale]}
      home={locale === defaultLocale ? '/' : `/${locale}`}
    />
  )
}
