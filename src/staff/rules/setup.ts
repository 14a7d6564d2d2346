/**
 * What of the demo install the workshop has not made its own yet: the values the seed filled in
 * (seed/lib/globals.ts) and the mail settings of the environment. The dashboard lists each with
 * a link to where it is changed.
 */

/** The parts of Bedrijfsgegevens (site settings) the check reads. */
export type SettingsValues = {
  address?: { street?: string | null } | null
  phone?: string | null
  kvk?: string | null
  vat?: string | null
  whatsapp?: string | null
  reviewWidget?: { enabled?: boolean | null } | null
  logo?: unknown
}

/** The parts of Prijzen (pricing) the check reads: the rating the result page shows. */
export type PricingValues = {
  resultPage?: { rating?: number | null; reviewCount?: number | null } | null
}

export type MailValues = {
  /** MAIL_FROM, or undefined when unset. */
  from?: string
  /** Whether RESEND_API_KEY or SMTP_URL is set: without either no mail leaves the server. */
  delivers: boolean
}

export type SetupInput = { settings: SettingsValues; pricing: PricingValues; mail: MailValues }

export type SetupItem =
  | 'businessDetails'
  | 'kvk'
  | 'vat'
  | 'whatsapp'
  | 'logo'
  | 'reviewWidget'
  | 'reviewScore'
  | 'mailSender'
  | 'mailDelivery'

/** Where staff change an item: a global's edit screen, or the server's environment. */
export const setupPlace: Record<SetupItem, 'site-settings' | 'pricing' | 'environment'> = {
  businessDetails: 'site-settings',
  kvk: 'site-settings',
  vat: 'site-settings',
  whatsapp: 'site-settings',
  logo: 'site-settings',
  reviewWidget: 'site-settings',
  reviewScore: 'pricing',
  mailSender: 'environment',
  mailDelivery: 'environment',
}

const blank = (value: string | null | undefined) => !value?.trim()
const same = (value: string | null | undefined, demo: string | null | undefined) =>
  Boolean(demo) && value?.trim() === demo?.trim()

/** The items that still hold a demo value (or none), in the order the dashboard lists them. */
export function demoLeftovers(current: SetupInput, demo: SetupInput): SetupItem[] {
  const { settings: now, pricing, mail } = current
  const { settings: was } = demo
  const checks: [SetupItem, boolean][] = [
    // The name and the mail addresses are the workshop's own already; the street and the
    // phone number are placeholders.
    [
      'businessDetails',
      same(now.address?.street, was.address?.street) || same(now.phone, was.phone),
    ],
    ['kvk', blank(now.kvk) || same(now.kvk, was.kvk)],
    ['vat', blank(now.vat) || same(now.vat, was.vat)],
    ['whatsapp', same(now.whatsapp, was.whatsapp)],
    ['logo', !now.logo],
    ['reviewWidget', !now.reviewWidget?.enabled],
    [
      'reviewScore',
      pricing.resultPage?.rating === demo.pricing.resultPage?.rating &&
        pricing.resultPage?.reviewCount === demo.pricing.resultPage?.reviewCount,
    ],
    ['mailSender', !mail.from?.trim() || same(mail.from, demo.mail.from)],
    ['mailDelivery', !mail.delivers],
  ]
  return checks.filter(([, left]) => left).map(([item]) => item)
}
