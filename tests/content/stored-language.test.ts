import { describe, expect, it } from 'vitest'

import { storedLanguagePath } from '@/i18n/stored-language'

describe('the stored language of an address without a prefix', () => {
  it('sends a visitor who chose English or German to the same page in that language', () => {
    expect(storedLanguagePath('/merken', '', 'en')).toBe('/en/merken')
    expect(storedLanguagePath('/merken/bmw', '?plate=1', 'de')).toBe('/de/merken/bmw?plate=1')
    expect(storedLanguagePath('/', '', 'de')).toBe('/de')
    expect(storedLanguagePath('/', '?a=b', 'en')).toBe('/en?a=b')
    // A path that only begins with a language's letters has no prefix.
    expect(storedLanguagePath('/engine', '', 'de')).toBe('/de/engine')
  })

  it('serves Dutch without a choice, with Dutch chosen, or with a value it does not know', () => {
    expect(storedLanguagePath('/merken', '', undefined)).toBeNull()
    expect(storedLanguagePath('/merken', '', 'nl')).toBeNull()
    expect(storedLanguagePath('/merken', '', 'EN')).toBeNull()
    expect(storedLanguagePath('/merken', '', 'fr')).toBeNull()
  })

  it('leaves a prefixed address, Dutch ones included, to its own language', () => {
    expect(storedLanguagePath('/en/merken', '', 'de')).toBeNull()
    expect(storedLanguagePath('/de', '', 'en')).toBeNull()
    expect(storedLanguagePath('/nl/merken', '', 'en')).toBeNull()
  })
})
