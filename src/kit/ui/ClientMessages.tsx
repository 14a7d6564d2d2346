import { getLocale, getMessages, getTimeZone } from 'next-intl/server'
import type React from 'react'

import { IntlProvider } from './IntlProvider.client'

type Namespace = keyof Awaited<ReturnType<typeof getMessages>>

/** Hands a client component only the message namespaces it uses, not the whole catalogue. */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: Namespace[]
  children: React.ReactNode
}) {
  const [locale, timeZone, messages] = await Promise.all([
    getLocale(),
    getTimeZone(),
    getMessages(),
  ])
  // Keep the layout's shared namespaces: this provider replaces, not extends, the outer one.
  const picked = Object.fromEntries(
    ['Common', 'States', ...namespaces].map((namespace) => [
      namespace,
      messages[namespace as Namespace],
    ]),
  )
  return (
    <IntlProvider locale={locale} timeZone={timeZone} messages={picked}>
      {children}
    </IntlProvider>
  )
}
