import { describe, expect, it } from 'vitest'

import { type BrochureContent, renderBrochure } from '@/catalogue/brochure/render-brochure'

// The few WinAnsi codes outside Latin-1 that these tests print (Node's decoders treat them as Latin-1).
const winAnsiExtras: Record<number, string> = { 0x80: '€', 0x8a: 'Š', 0x95: '•' }

/** The text of an uncompressed PDF: its hex strings decoded as the standard fonts' WinAnsi codes. */
function pdfText(pdf: Buffer): string {
  return [...pdf.toString('latin1').matchAll(/<([0-9a-f]+)>/g)]
    .flatMap((m) =>
      [...Buffer.from(m[1]!, 'hex')].map(
        (code) => winAnsiExtras[code] ?? String.fromCharCode(code),
      ),
    )
    .join('')
}

const content: BrochureContent = {
  title: 'Stage 1 Škoda Octavia',
  subtitle: '2.0 TDI 150hp · Baujahr 2017 -> 2020',
  figuresTitle: 'Leistung vor und nach dem Tuning',
  figureHeads: { stock: 'Serie', tuned: 'Nach Tuning', gain: 'Plus' },
  figures: [
    { label: 'Leistung', stock: '150 PS', tuned: '190 PS', gain: '+27%' },
    { label: 'Drehmoment', stock: '340 Nm', tuned: '430 Nm', gain: '+26%' },
  ],
  price: { label: 'Preis Stage 1', amount: '595 €', note: 'Inklusive Einbau und MwSt.' },
  highlights: ['Bis zu 30% mehr Leistung'],
  warrantyTitle: 'Garantie und Service',
  warranty: ['5 Jahre Garantie', 'Vollständig umkehrbar'],
  workshop: {
    name: 'Chiptuning Nijmegen',
    lines: ['Kerkenbos 1012, 6546 BB Nijmegen', 'Telefon +31 24 202 1234'],
  },
  pageUrl: 'http://localhost:3000/de/merken/skoda/octavia/2017-2020/150pk/stage-1',
  disclaimer: 'Ergebnisse können je nach Fahrzeug abweichen.',
}

describe('brochure', () => {
  it('is a one-page PDF with the vehicle, figures, price, warranty and workshop', async () => {
    const pdf = await renderBrochure(content, { compress: false })
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1)
    const text = pdfText(pdf)
    for (const expected of [
      'Stage 1 Škoda Octavia',
      '150 PS',
      '190 PS',
      '+27%',
      '430 Nm',
      '595 €',
      '5 Jahre Garantie',
      'Vollständig umkehrbar',
      'Telefon +31 24 202 1234',
      'Kerkenbos 1012',
    ]) {
      expect(text.replace(/\s+/g, ' ')).toContain(expected)
    }
  })
})
