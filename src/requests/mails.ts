import type { ComposedMail } from '@/booking/mails/mails'
import { type Locale, toLocale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server'
import type { Lead, SiteSetting } from '@/payload-types'

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
  const vehicle = requestVehicle(request) || t('notGiven')
  return [
    `  ${request.name} · ${request.phone} · ${request.email}`,
    `  ${request.licensePlate}`,
    `  ${t('vehicle', { vehicle })}`,
    '',
    t('message'),
    ...(request.message?.trim() ? request.message.split('\n') : [t('noMessage')]).map(
      (line) => `  ${line}`,
    ),
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
      t('greeting', { name: request.name }),
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
    subject: t('noticeSubject', { kind, name: request.name }),
    text: [
      t('noticeIntro', { page: request.page ?? '/', language: request.locale ?? 'nl' }),
      '',
      ...details(request, 'nl'),
      '',
      t('noticeAdmin', { link: adminLink }),
    ].join('\n'),
  }
}
