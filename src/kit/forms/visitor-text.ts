/*
 * The one rule for text a visitor sends (booking, request, waitlist, plate look-up): what a
 * person types holds no control characters. NUL cuts a value off in the database ("Hi \u0000
 * ..." was stored as "Hi "); a line break in a one-line field reaches a mail header (a name
 * goes into the workshop's subject); a bidi override or isolate (U+202A-U+202E,
 * U+2066-U+2069) makes a name or plate read otherwise in the admin and in mails than it is.
 * Such text is refused, never cleaned: the visitor is told and sends it again. No imports:
 * the plate field's script uses it too; the schemas' fields are in ./visitor-text-fields.
 */

/** C0 and C1 controls (NUL, tab, CR, LF, ESC, DEL, NEL...), line separators, bidi controls. */
const oneLineRefused = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/
/** The same but for tab, LF, CR and the separators: a message keeps its lines and indents. */
const manyLinesRefused =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/

/** The message key of a refusal; each form's messages hold it (BookingApi, ContactForm, Waitlist). */
export const INVALID_CHARACTERS = 'invalidCharacters'

/** Text for a one-line field: a name, a phone number, a plate. */
export const isOneLineText = (value: string) => !oneLineRefused.test(value)

/** Text for a multi-line field (a message, notes). */
export const isMultiLineText = (value: string) => !manyLinesRefused.test(value)

/** CRLF (what a browser sends from a textarea) and a lone CR become LF: one kind of line end. */
export const normaliseLineEnds = (value: string) => value.replace(/\r\n?/g, '\n')
