import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * The theme's colour pairs against WCAG 2.2: text 4.5:1 (AA, normal size), field borders and
 * other parts a visitor must see 3:1 (1.4.11). The values are read from the theme in
 * globals.css, so a changed colour is checked where it is changed.
 */
const css = fs.readFileSync(path.join(import.meta.dirname, '../../src/app/globals.css'), 'utf8')
const theme = css.slice(css.indexOf('@theme {'), css.indexOf('}', css.indexOf('@theme {')))
const colour = (name: string): string => {
  const match = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6});`, 'i').exec(theme)
  if (!match) throw new Error(`--color-${name} is not a hex colour in the theme`)
  return match[1]!
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255)
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

const surfaces = ['night', 'canvas', 'panel', 'card']
const text: [foreground: string, backgrounds: string[]][] = [
  ['fg', surfaces],
  ['fg-muted', surfaces],
  ['accent', surfaces],
  ['on-accent', ['accent', 'accent-hover']],
  ['accent', ['accent-soft']],
  ['success', [...surfaces, 'success-soft']],
  ['danger', [...surfaces, 'danger-soft']],
  ['warning', [...surfaces, 'warning-soft']],
  ['fg', ['success-soft', 'danger-soft', 'warning-soft', 'accent-soft']],
]
const parts: [foreground: string, backgrounds: string[]][] = [
  ['line-strong', ['panel', 'card', 'canvas']],
  ['steel', ['card']],
  ['accent', ['night', 'canvas', 'card']],
]

describe('theme contrast (WCAG AA)', () => {
  it('matches the known ratio of black on white', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
  })
  for (const [fg, backgrounds] of text)
    for (const bg of backgrounds)
      it(`text ${fg} on ${bg} reaches 4.5:1`, () => {
        expect(contrast(colour(fg), colour(bg))).toBeGreaterThanOrEqual(4.5)
      })
  for (const [fg, backgrounds] of parts)
    for (const bg of backgrounds)
      it(`${fg} on ${bg} reaches 3:1 (non-text)`, () => {
        expect(contrast(colour(fg), colour(bg))).toBeGreaterThanOrEqual(3)
      })
})
