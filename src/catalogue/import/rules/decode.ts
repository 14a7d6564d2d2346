import type { FileProblem } from './problems'

export type Encoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be'

export type Decoded =
  { ok: true; text: string; encoding: Encoding } | { ok: false; problem: FileProblem }

const REPLACEMENT = '\uFFFD'

/**
 * Turns the bytes of an uploaded file into text. UTF-8 (with or without BOM) and UTF-16 with a
 * BOM (Excel's "Unicode text") are read as such; bytes that are not valid UTF-8 are read as
 * Windows-1252, which Excel here writes by default ("CSV (gescheiden door lijstscheidingsteken)").
 * Text holding U+FFFD is refused: it means the file was already damaged before upload.
 */
export function decodeCsvBytes(bytes: Uint8Array): Decoded {
  const { encoding, start } = fromBom(bytes)
  const body = bytes.subarray(start)
  let text: string
  let used: Encoding = encoding ?? 'utf-8'
  try {
    text = new TextDecoder(used, { fatal: true }).decode(body)
  } catch {
    if (encoding) return { ok: false, problem: { code: 'invalid-encoding', encoding } }
    used = 'windows-1252'
    text = decodeWindows1252(body)
  }
  const damaged = text.indexOf(REPLACEMENT)
  if (damaged !== -1) {
    const line = text.slice(0, damaged).split(/\r\n|\r|\n/).length
    return { ok: false, problem: { code: 'damaged-character', line } }
  }
  return { ok: true, text, encoding: used }
}

function fromBom(bytes: Uint8Array): { encoding: Encoding | null; start: number } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return { encoding: 'utf-8', start: 3 }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', start: 2 }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', start: 2 }
  return { encoding: null, start: 0 }
}

// Node's TextDecoder reads "windows-1252" as Latin-1, which turns 0x80-0x9F (€, Š, š, Ž, ž,
// Œ, quotes, dashes) into control characters; these are the letters Excel means by them.
const cp1252High =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178'

function decodeWindows1252(bytes: Uint8Array): string {
  let text = ''
  for (const byte of bytes) {
    text += byte >= 0x80 && byte < 0xa0 ? cp1252High[byte - 0x80] : String.fromCharCode(byte)
  }
  return text
}
