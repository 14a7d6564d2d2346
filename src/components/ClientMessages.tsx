import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type React from 'react'

type Namespace = keyof Awaited<ReturnType<typeof getMessages>>

/** Hands a client component only the message namespaces it uses, not the whole catalogue. */
export async function ClientMessages({ namespaces, children }: { namespaces: Namespace[]; children: React.ReactNode }) {
  const messages = await getMessages()
  // Keep the layout's shared namespaces: this provider replaces, not extends, the outer one.
  const picked = Object.fromEntries(['Common', 'States', ...namespaces].map((namespace) => [namespace, messages[namespace as Namespace]]))
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>
}
