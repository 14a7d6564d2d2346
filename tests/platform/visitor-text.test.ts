import { describe, expect, it } from 'vitest'

import { visitorText } from '@/platform/mail/visitor-text'

describe("a visitor's words in a mail", () => {
  it.each([
    ['Pay at https://evil.example/pay?x=1', 'Pay at hxxps[://]evil[.]example/pay?x=1'],
    ['HTTP://Evil.Example', 'hxxp[://]Evil[.]Example'],
    ['ftp://files.evil.example/a', 'ftp[://]files[.]evil[.]example/a'],
    ['see www.evil.example now', 'see www[.]evil[.]example now'],
    ['evil.example', 'evil[.]example'],
    ['write boss@evil.example', 'write boss[@]evil[.]example'],
    ['mailto:boss@evil.example', 'mailto:boss[@]evil[.]example'],
    ['//evil.example/x', '//evil[.]example/x'],
    // Full-width and ideographic full stops separate labels for browsers too.
    ['evil。example', 'evil[.]example'],
    ['evil．example', 'evil[.]example'],
    ['<a href="https://evil.example">klik</a>', '<a href="hxxps[://]evil[.]example">klik</a>'],
  ])('defangs the addresses in %j', (typed, shown) => {
    expect(visitorText(typed)).toBe(shown)
  })

  it.each([
    'Jan de Vries',
    'Audi A4 2.0 TDI 150 pk',
    '1.9 TDI, bouwjaar 2015-2019',
    'AB-123-C',
    '+31 6 12345678',
    'Graag om 10:00 @ de werkplaats. Tot dan!',
    'Straße 12, Köln',
  ])('leaves %j as typed', (typed) => {
    expect(visitorText(typed)).toBe(typed)
  })

  it('defangs once: a second pass changes nothing', () => {
    const once = visitorText('https://www.evil.example/a.b boss@evil.example')
    expect(visitorText(once)).toBe(once)
  })

  it('turns nothing into empty text', () => {
    expect(visitorText(null)).toBe('')
    expect(visitorText(undefined)).toBe('')
  })
})
