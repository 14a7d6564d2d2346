/**
 * What the server answered a form sent without script, carried to the answer page (Post/
 * Redirect/Get) in a short-lived signed cookie: never in the address, where the visitor's
 * details would stay in the browser's history. Refused, it keeps what was entered, so the
 * answer page can hand the form back filled in.
 */
export const answeredForms = ['booking', 'request', 'waitlist'] as const
export type AnsweredForm = (typeof answeredForms)[number]

export type FormAnswer =
  | { form: 'booking'; ok: true; date: string }
  | { form: 'request'; ok: true }
  | { form: 'waitlist'; ok: true; date: string; position: number }
  | {
      form: AnsweredForm
      ok: false
      /** Why not, already in the visitor's language (the JSON endpoints' own message). */
      message: string
      values: Record<string, string>
      /** A booking refused for a full day: its waitlist is offered. */
      full?: boolean
    }

/** A cookie holds about 4 KB: long texts (notes, a message) are left out before the answer is. */
export const MAX_ANSWER_BYTES = 3000
const LONG_TEXT = 200

/** The answer as cookie text: JSON, long entered texts dropped when the whole would not fit. */
export function answerText(answer: FormAnswer): string {
  const text = JSON.stringify(answer)
  if (answer.ok || Buffer.byteLength(text) <= MAX_ANSWER_BYTES) return text
  const values = Object.fromEntries(
    Object.entries(answer.values).filter(([, value]) => value.length <= LONG_TEXT),
  )
  const shorter = JSON.stringify({ ...answer, values })
  return Buffer.byteLength(shorter) <= MAX_ANSWER_BYTES
    ? shorter
    : JSON.stringify({ ...answer, values: {} })
}

const isTextRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((entry) => typeof entry === 'string')

/** The answer read back; anything not of its shape is no answer. */
export function parseAnswer(text: string): FormAnswer | null {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const answer = value as Record<string, unknown>
  if (!answeredForms.includes(answer.form as AnsweredForm)) return null
  if (answer.ok === false)
    return typeof answer.message === 'string' && isTextRecord(answer.values)
      ? (answer as FormAnswer)
      : null
  if (answer.ok !== true) return null
  if (answer.form === 'request') return { form: 'request', ok: true }
  if (typeof answer.date !== 'string') return null
  if (answer.form === 'booking') return { form: 'booking', ok: true, date: answer.date }
  return typeof answer.position === 'number'
    ? { form: 'waitlist', ok: true, date: answer.date, position: answer.position }
    : null
}
