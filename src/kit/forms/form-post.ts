import { defaultLocale, isLocale, type Locale, localeFromCookies } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server'
import { shortPage } from '@/kit/http/short-page'
import { MAX_BODY_BYTES, readLimitedText } from '@/platform/http'
import { isForeignOrigin } from '@/platform/next/request-origin'
import { clientKey, trustsProxy } from '@/platform/shared/client-address'
import { limit } from '@/platform/shared/limits'

import type { AnsweredForm, FormAnswer } from './answer'
import { ANSWER_COOKIE, ANSWER_SECONDS, sealAnswer } from './answer-cookie'
import { answerPath } from './answer-path'
import { type FormFields, formFields } from './form-fields'

export type FormPost = { fields: FormFields; locale: Locale }

const formEncoded = /^application\/x-www-form-urlencoded\s*(?:;|$)/i

/** What the visitor typed, for the form handed back: not the honeypot, not the retry key. */
export const enteredValues = (fields: FormFields) =>
  Object.fromEntries(
    Object.entries(fields).filter(([name]) => !['website', 'idempotencyKey'].includes(name)),
  )

function secureRequest(request: Request) {
  if (new URL(request.url).protocol === 'https:') return true
  return trustsProxy() && request.headers.get('x-forwarded-proto')?.split(',')[0] === 'https'
}

/** Post/Redirect/Get: 303 to the answer page in the visitor's language, the answer in a cookie. */
function answered(request: Request, locale: Locale, answer: FormAnswer): Response {
  const cookie = [
    `${ANSWER_COOKIE}=${sealAnswer(answer)}`,
    'Path=/',
    `Max-Age=${ANSWER_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secureRequest(request) ? ['Secure'] : []),
  ].join('; ')
  return new Response(null, {
    status: 303,
    headers: {
      Location: answerPath(locale),
      'Set-Cookie': cookie,
      'Cache-Control': 'private, no-store',
    },
  })
}

/**
 * A form posted by the browser itself (without script, or before the page's script ran), the
 * plain-POST twin of visitorPost: the same limit, the same body cap, the same schema and
 * service in `handle`; the answer is a page, not JSON. A form sent from another site (its
 * Origin names another host) is refused before anything is read, as the proxy refuses one
 * posted to a page: here nothing else would stop a page elsewhere from booking in a visitor's name.
 */
export function formPost(
  form: AnsweredForm,
  limitName: 'bookings' | 'requests' | 'waitlist',
  handle: (input: FormPost) => Promise<FormAnswer>,
) {
  return async function POST(request: Request): Promise<Response> {
    const { headers } = request
    const cookieLocale = localeFromCookies(headers.get('cookie')) ?? defaultLocale
    const refused = (key: 'foreignForm' | 'contentType' | 'tooLarge', status: number) => {
      const t = serverTranslator(cookieLocale, 'Refused')
      const text =
        key === 'foreignForm'
          ? t('foreignForm')
          : serverTranslator(cookieLocale, 'BookingApi')(`errors.${key}`)
      return shortPage(cookieLocale, { title: t('title'), text, home: t('home') }, status)
    }
    const origin = headers.get('origin')
    if (
      isForeignOrigin(origin, headers.get('host'), headers.get('x-forwarded-host'), trustsProxy())
    )
      return refused('foreignForm', 403)
    if (!formEncoded.test(headers.get('content-type') ?? '')) return refused('contentType', 415)
    const read = await readLimitedText(request, MAX_BODY_BYTES).catch(() => ({
      tooLarge: true as const,
    }))
    if ('tooLarge' in read) return refused('tooLarge', 413)

    const fields = formFields(read.text)
    const locale = isLocale(fields.locale) ? fields.locale : cookieLocale
    const refusal = (message: string): FormAnswer => ({
      form,
      ok: false,
      message,
      values: enteredValues(fields),
    })
    const api = serverTranslator(locale, 'BookingApi')
    if (!(await limit(limitName).take(clientKey(request))))
      return answered(request, locale, refusal(api('errors.rateLimited')))
    try {
      return answered(request, locale, await handle({ fields, locale }))
    } catch (error) {
      console.error('[forms] form post failed', error)
      return answered(request, locale, refusal(api('errors.unavailable')))
    }
  }
}
