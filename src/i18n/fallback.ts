import type { IntlError } from 'use-intl/core'

/**
 * A missing or broken message must never break a page: it shows its key, and the server log
 * or browser console gets a warning naming it. Shared by the server config and client providers.
 */
export function warnOnIntlError(error: IntlError) {
  console.warn(`[i18n] ${error.code}: ${error.message}`)
}

export function keyAsFallback({ namespace, key }: { namespace?: string; key: string }) {
  return namespace ? `${namespace}.${key}` : key
}
