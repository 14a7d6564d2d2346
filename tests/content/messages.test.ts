import { describe, expect, it } from 'vitest'

import de from '@/messages/de.json'
import en from '@/messages/en.json'
import nl from '@/messages/nl.json'

/** Every key path of a message tree: "Booking.toasts.date.title". */
function keys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? keys(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  )
}

/** ICU placeholders of a message, to catch a translation that drops or renames one. */
const placeholders = (message: string) =>
  [...message.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort()

/** Rich-text tags (`<terms>…</terms>`), which the component fills with its links. */
const tags = (message: string) => [...message.matchAll(/<(\w+)>/g)].map((m) => m[1]).sort()

function lookup(tree: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree)
}

describe('message files', () => {
  const source = keys(nl)

  it.each([
    ['en', en],
    ['de', de],
  ] as const)('%s has exactly the keys of nl (the source)', (_, messages) => {
    const translated = keys(messages)
    expect(
      source.filter((key) => !translated.includes(key)),
      'missing',
    ).toEqual([])
    expect(
      translated.filter((key) => !source.includes(key)),
      'not in nl',
    ).toEqual([])
  })

  it.each([
    ['en', en],
    ['de', de],
  ] as const)('%s keeps every placeholder of nl', (_, messages) => {
    for (const key of source) {
      const original = lookup(nl, key)
      const translated = lookup(messages, key)
      if (typeof original === 'string' && typeof translated === 'string') {
        expect(placeholders(translated), key).toEqual(placeholders(original))
        expect(tags(translated), key).toEqual(tags(original))
      }
    }
  })

  it('has no empty messages', () => {
    for (const [name, messages] of [
      ['nl', nl],
      ['en', en],
      ['de', de],
    ] as const) {
      for (const key of keys(messages))
        expect(String(lookup(messages, key)).trim(), `${name} ${key}`).not.toBe('')
    }
  })
})
