import type { ComposedMail } from '@/booking/server'
import { type Locale, toLocale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server'
import type { Lead, SiteSetting } from '@/payload-types'
import { visitorText } from '@/platform/mail/visitor-text'

import { type RequestKind, requestVehicle } from './rules/request'

type Settings = Pick<SiteSetting, 'businessName' | 'phone' | 'email' | 'appointmentEmail'>
type MailRequest = Pick<
  Lead,
  | 'kind'
  | 'name'
  | 'email'
  | 'phone'
  | 'licensePlate'
  | 'brand'
  | 'model'
  | 'buildYear'
  | 'engine'
  | 'horsepower'
  | 'message'
  | 'locale'
  | 'page'
>

/** Where a request goes: a Stage 2 quote to the appointment mailbox, the rest to the general one. */
export const workshopAddress = (kind: RequestKind, settings: Settings) =>
  (kind === 'stage2' ? settings.appointmentEmail : settings.email) ||
  settings.appointmentEmail ||
  settings.email ||
  'afspraak@chiptuning-nijmegen.nl'

function details(request: MailRequest, locale: Locale): string[] {
  const t = serverTranslator(locale, 'RequestMail')
  // Everything here but the e-mail address (where the mail goes) is what the visitor typed.
  const vehicle = visitorText(requestVehicle(request)) || t('notGiven')
  const message = visitorText(request.message)
  return [
    `  ${visitorText(request.name)} · ${visitorText(request.phone)} · ${request.email}`,
    `  ${visitorText(request.licensePlate)}`,
    `  ${t('vehicle', { vehicle })}`,
    '',
    t('message'),
    ...(message.trim() ? message.split('\n') : [t('noMessage')]).map((line) => `  ${line}`),
  ]
}

/** The visitor's confirmation, in their language. */
export function requestReceivedMail(request: MailRequest, settings: Settings): ComposedMail {
  const locale = toLocale(request.locale ?? '')
  const t = serverTranslator(locale, 'RequestMail')
  const business = settings.businessName || 'Chiptuning Nijmegen'
  const kind = t(`kinds.${request.kind as RequestKind}`)
  return {
    language: locale,
    to: request.email,
    replyTo: workshopAddress(request.kind as RequestKind, settings),
    subject: t('receivedSubject'),
    text: [
      t('greeting', { name: visitorText(request.name) }),
      '',
      t('receivedIntro', { business, kind }),
      '',
      t('summary'),
      ...details(request, locale),
      '',
      ...(settings.phone ? [t('reach', { phone: settings.phone }), ''] : []),
      t('closing'),
      business,
    ].join('\n'),
  }
}

/** The workshop's notice, in Dutch like the workshop's other mails, with the admin link. */
export function requestNoticeMail(
  request: MailRequest,
  settings: Settings,
  adminLink: string,
): ComposedMail {
  const t = serverTranslator('nl', 'RequestMail')
  const kind = t(`kinds.${request.kind as RequestKind}`)
  return {
    to: workshopAddress(request.kind as RequestKind, settings),
    replyTo: request.email,
    subject: t('noticeSubject', { kind, name: visitorText(request.name) }),
    text: [
      // The page is the visitor's word too: a path of this site, but one they could write.
      t('noticeIntro', {
        page: visitorText(request.page ?? '/'),
        language: request.locale ?? 'nl',
      }),
      '',
      ...details(request, 'nl'),
      '',
      t('noticeAdmin', { link: adminLink }),
    ].join('\n'),
    links: [adminLink],
  }
}
