import { describe, expect, it } from 'vitest'

import { answerText, MAX_ANSWER_BYTES, parseAnswer } from '@/kit/forms/answer'
import { openAnswer, sealAnswer } from '@/kit/forms/answer-cookie'

const secret = 'a-test-secret-of-some-length-000000'

describe('the answer of a form sent without script', () => {
  it('comes back as it was sealed', () => {
    const booked = { form: 'booking', ok: true, date: '2026-12-08' } as const
    expect(openAnswer(sealAnswer(booked, secret), secret)).toEqual(booked)
    const refused = {
      form: 'request',
      ok: false,
      message: 'Vul uw naam in.',
      values: { name: '', email: 'eva@example.nl' },
    } as const
    expect(openAnswer(sealAnswer(refused, secret), secret)).toEqual(refused)
  })

  it('is no answer when changed, signed with another secret or of another shape', () => {
    const sealed = sealAnswer({ form: 'request', ok: true }, secret)
    const [body, signature] = sealed.split('.')
    const forged = Buffer.from(
      JSON.stringify({ form: 'booking', ok: true, date: '2030-01-01' }),
    ).toString('base64url')
    expect(openAnswer(`${forged}.${signature}`, secret)).toBeNull()
    expect(openAnswer(sealed, 'another-secret-of-some-length-0000')).toBeNull()
    expect(openAnswer(`${body}`, secret)).toBeNull()
    expect(openAnswer(undefined, secret)).toBeNull()
    expect(parseAnswer('{"form":"booking","ok":true}')).toBeNull()
    expect(parseAnswer('{"form":"other","ok":true}')).toBeNull()
    expect(parseAnswer('{"form":"request","ok":false,"message":"x","values":{"a":1}}')).toBeNull()
  })

  it('fits a cookie: long entered texts are left out first', () => {
    const answer = {
      form: 'booking',
      ok: false,
      message: 'Geen beschikbare plaatsen voor deze datum.',
      values: { customerName: 'Eva', notes: 'x'.repeat(2000), message: 'y'.repeat(3000) },
    } as const
    const text = answerText(answer)
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(MAX_ANSWER_BYTES)
    expect(parseAnswer(text)).toMatchObject({ values: { customerName: 'Eva' } })
  })
})
