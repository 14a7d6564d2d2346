import { describe, expect, it } from 'vitest'

import { languageSwitchHref, languageSwitchTarget } from '@/content/rules/language-switch'

describe('language switch without script', () => {
  it('links each language through the switch, the home page without a trailing slash', () => {
    expect(languageSwitchHref('en', '/merken/audi')).toBe('/api/language/en/merken/audi')
    expect(languageSwitchHref('nl', '/')).toBe('/api/language/nl')
  })

  it('never repeats the key of a manage link or an offer: such a page links the home pages', () => {
    for (const path of [
      '/afspraak/beheren/Zq3LOxYlA-ykEgejQzLP63uKBpWcjEUp8E1rKWMcM0J',
      '/afspraak/wachtlijst/abc.png',
      '/afspraak/beheren/%ZZabc',
      '/afspraak/beheren/abc/extra',
    ])
      expect(languageSwitchHref('en', path), path).toBe('/api/language/en')
    expect(languageSwitchHref('de', '/afspraak/beheren/link-onbekend')).toBe(
      '/api/language/de/afspraak/beheren/link-onbekend',
    )
    expect(languageSwitchHref('de', '/afspraak')).toBe('/api/language/de/afspraak')
  })

  it('sends Dutch to the unprefixed page and the others under their prefix', () => {
    expect(languageSwitchTarget('nl', ['merken', 'audi'])).toEqual({
      locale: 'nl',
      location: '/merken/audi',
    })
    expect(languageSwitchTarget('de', ['veelgestelde-vragen'])?.location).toBe(
      '/de/veelgestelde-vragen',
    )
    expect(languageSwitchTarget('en')?.location).toBe('/en')
    expect(languageSwitchTarget('nl', [])?.location).toBe('/')
  })

  it('answers null for a language the site does not speak', () => {
    expect(languageSwitchTarget('fr', ['merken'])).toBeNull()
    expect(languageSwitchTarget('NL')).toBeNull()
    expect(languageSwitchTarget('')).toBeNull()
  })

  it('keeps every target a path on this site, whatever the segments hold', () => {
    for (const segments of [
      ['', 'evil.example'],
      ['/evil.example'],
      ['\\evil.example'],
      ['https:', '', 'x'],
    ]) {
      const location = languageSwitchTarget('nl', segments)!.location
      expect(location, segments.join('|')).toMatch(/^\/(?![/\\])/)
      expect(new URL(location, 'https://site.example').origin).toBe('https://site.example')
    }
    expect(languageSwitchTarget('nl', ['', 'evil.example'])?.location).toBe('/evil.example')
    expect(languageSwitchTarget('en', ['..', 'admin'])?.location).toBe('/en/admin')
    expect(languageSwitchTarget('en', ['merken', 'a b'])?.location).toBe('/en/merken/a%20b')
  })
})
