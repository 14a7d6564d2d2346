'use client'

import { NextIntlClientProvider } from 'next-intl'
import type React from 'react'

import { keyAsFallback, warnOnIntlError } from '@/i18n/fallback'

type Props = Omit<
  React.ComponentProps<typeof NextIntlClientProvider>,
  'onError' | 'getMessageFallback'
>

/** The client provider with the server's missing-message behaviour (functions cannot cross from the server). */
export function IntlProvider(props: Props) {
  return (
    <NextIntlClientProvider
      {...props}
      onError={warnOnIntlError}
      getMessageFallback={keyAsFallback}
    />
  )
}
