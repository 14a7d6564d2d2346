'use client'

import { useLocale, useTranslations } from 'next-intl'

import { ErrorScreen, type ScreenError } from '@/components/errors/ErrorScreen'
import { localizedPath, routes } from '@/domain/routes'
import { toLocale } from '@/i18n/locales'

/** A render failure inside the page body: the generic error screen in the page's language. */
export default function RenderError({ error, reset }: { error: ScreenError; reset: () => void }) {
  const t = useTranslations('Common')
  const home = localizedPath(toLocale(useLocale()), routes.home)
  return (
    <ErrorScreen
      error={error}
      reset={reset}
      words={{ retry: t('retry'), home: t('home') }}
      home={home}
    />
  )
}
