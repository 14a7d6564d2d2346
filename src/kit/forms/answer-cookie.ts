import { createHmac, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from '@/platform/secret'

import { answerText, type FormAnswer, parseAnswer } from './answer'

export const ANSWER_COOKIE = 'form-answer'
/** Long enough to read the answer and reload it, short enough not to linger. */
export const ANSWER_SECONDS = 600

// A key of its own, derived from the site's secret: a signature here signs nothing else.
const mac = (text: string, secret: string) =>
  createHmac('sha256', `form-answer:${secret}`).update(text).digest('base64url')

/** The answer as a cookie value: base64url JSON and its signature, so no page shows text another site wrote. */
export function sealAnswer(answer: FormAnswer, secret = payloadSecret()): string {
  const body = Buffer.from(answerText(answer)).toString('base64url')
  return `${body}.${mac(body, secret)}`
}

export function openAnswer(value: string | undefined, secret = payloadSecret()): FormAnswer | null {
  const [body, signature, ...rest] = (value ?? '').split('.')
  if (!body || !signature || rest.length) return null
  const expected = Buffer.from(mac(body, secret))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return parseAnswer(Buffer.from(body, 'base64url').toString('utf8'))
}
