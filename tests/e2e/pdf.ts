import zlib from 'node:zlib'

// The few WinAnsi codes outside Latin-1 that brochures print.
const winAnsiExtras: Record<number, string> = { 0x80: '€', 0x8a: 'Š', 0x95: '•', 0x9a: 'š' }

/** The text a PDF of the standard fonts shows: its content streams inflated, hex strings decoded. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1')
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)].map((m) => {
    const bytes = Buffer.from(m[1]!, 'latin1')
    try {
      return zlib.inflateSync(bytes).toString('latin1')
    } catch {
      return m[1]!
    }
  })
  return streams
    .flatMap((content) => [...content.matchAll(/<([0-9a-f]+)>/g)])
    .flatMap((m) =>
      [...Buffer.from(m[1]!, 'hex')].map(
        (code) => winAnsiExtras[code] ?? String.fromCharCode(code),
      ),
    )
    .join('')
}

export const pageCount = (pdf: Buffer) =>
  pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0
