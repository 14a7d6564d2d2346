/**
 * What a visitor typed (a name, a phone number, a message), made safe to show in a mail the
 * workshop sends, to whatever address the visitor gave. Our own renderer links only the
 * workshop's addresses, but mail programs link bare web and mail addresses in text themselves
 * (Gmail, Outlook, Apple Mail), and calendar apps do in an invite's description: without this,
 * anyone could have the workshop deliver a branded mail with a working link of their choice.
 *
 * Addresses are "defanged" the way CERTs and security teams exchange dangerous addresses in
 * mail (hxxps[://]evil[.]example, name[@]evil[.]example): visible, so the reader still sees
 * exactly what was written and that it is not a link of the workshop's, and readable by anyone
 * who wants to type it in. Invisible characters (a zero-width joiner) were passed over: some
 * programs strip them before linking, a copy carries them into the browser, and spam filters
 * score them as the phishing trick they usually are.
 */

/** A scheme with its slashes (https://, ftp://, javascript://): what makes a link of any text. */
const scheme = /\b([a-z][a-z\d+.-]*):\/\//gi
/**
 * A dot that joins two labels of a name (www.evil.example, evil.example/pay): the next label
 * begins with a letter, as every top-level domain does, so "2.0 TDI" or "1.9" stay as typed.
 * The ideographic and full-width full stops count as dots too: IDNA (RFC 3490 3.1) reads them
 * as label separators, and so do browsers.
 */
const labelDot = /(?<=[\p{L}\p{N}-])[.\u3002\uFF0E\uFF61](?=\p{L})/gu
/** An at sign inside a word (an e-mail address); "@ 10:00" is no address, "[@]" is defanged. */
const innerAt = /(?<=[^\s[])@(?=[^\s\]])/g

/** The visitor's text with every web and e-mail address in it defanged; the rest as typed. */
export function visitorText(value: string | null | undefined): string {
  return String(value ?? '')
    .replace(scheme, (_, name: string) => `${name.toLowerCase().replace(/^http/, 'hxxp')}[://]`)
    .replace(labelDot, '[.]')
    .replace(innerAt, '[@]')
}
