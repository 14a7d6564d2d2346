import { describe, expect, it } from 'vitest'

import { LOCALE_COOKIE, localeFromCookies } from '@/i18n/locales'
import { routing } from '@/i18n/routing'

describe('the language cookie', () => {
  it('is the cookie next-intl stores the choice in', () => {
    expect(routing.localeCookie).toMatchObject({ name: LOCALE_COOKIE })
  })

  it('names a language we speak, wherever it stands in the header', () => {
    expect(localeFromCookies('NEXT_LOCALE=en')).toBe('en')
    expect(localeFromCookies('a=1; NEXT_LOCALE=de; b=2')).toBe('de')
  })

  it('names none when missing, unknown or part of another cookie name', () => {
    expect(localeFromCookies(null)).toBeNull()
    expect(localeFromCookies('NEXT_LOCALE=fr')).toBeNull()
    expect(localeFromCookies('xNEXT_LOCALE=en')).toBeNull()
  })
})
