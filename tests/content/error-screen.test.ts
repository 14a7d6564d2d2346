import { describe, expect, it } from 'vitest'

import { errorScreenWords } from '@/content/components/errors/error-screen-words'
import de from '@/messages/de.json'
import en from '@/messages/en.json'
import nl from '@/messages/nl.json'

describe('top-level error screen', () => {
  it.each([
    ['nl', nl],
    ['en', en],
    ['de', de],
  ] as const)('speaks %s with the words of the message files', (locale, messages) => {
    expect(errorScreenWords[locale]).toEqual({
      retry: messages.Common.retry,
      home: messages.Common.home,
    })
  })
})
