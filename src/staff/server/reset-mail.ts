import type { PayloadRequest } from 'payload'

type MailArgs = { req?: PayloadRequest; token?: string } | undefined

import { publicOrigin } from '@/platform/site-url'

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The address of the admin's reset page for a token, on the public origin (SITE_URL). Payload
 * takes the origin from its `serverURL`, which is unset here (the admin answers on any host the
 * proxy passes), and so wrote a link without one, which no mail program can open.
 */
export const resetLink = (token: string, origin = publicOrigin()) =>
  `${origin}/admin/reset/${encodeURIComponent(token)}`

/** The reset mail's body, in the staff member's admin language (Payload's own words). */
export function resetMailHtml(args: MailArgs): string {
  const t = args!.req!.t
  const link = escape(resetLink(args?.token ?? ''))
  return [
    `<p>${escape(t('authentication:youAreReceivingResetPassword'))}</p>`,
    `<p><a href="${link}">${link}</a></p>`,
    `<p>${escape(t('authentication:youDidNotRequestPassword'))}</p>`,
  ].join('\n')
}

export const resetMailSubject = (args: MailArgs) => args!.req!.t('authentication:resetYourPassword')
