import { createTranslator } from 'use-intl/core'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { keyAsFallback, warnOnIntlError } from '@/i18n/fallback'
import nl from '@/messages/nl.json'

afterEach(() => vi.restoreAllMocks())

describe('a message missing at run time', () => {
  it('shows its key and logs a warning instead of failing the page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const t = createTranslator({
      locale: 'nl',
      messages: nl,
      onError: warnOnIntlError,
      getMessageFallback: keyAsFallback,
    })
    // @ts-expect-error the key is missing on purpose; the message types would reject it
    expect(t('Layout.doesNotExist')).toBe('Layout.doesNotExist')
    expect(t('Layout.services')).toBe('Diensten')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toMatch(/^\[i18n\] MISSING_MESSAGE: .*Layout\.doesNotExist/)
  })

  it('falls back to the bare key without a namespace', () => {
    expect(keyAsFallback({ key: 'title' })).toBe('title')
    expect(keyAsFallback({ namespace: 'Home', key: 'title' })).toBe('Home.title')
  })
})
