import type { PayloadRequest } from 'payload'

import { isClockTime } from '@/domain/booking/dates'

import { inLanguage, label } from '../labels'

/** What Payload passes a field's validate function that these checks read. */
export type Validation = { req: PayloadRequest; siblingData?: Record<string, unknown> }

const clockTimeMessage = label(
  'Een tijd als uu:mm, bijvoorbeeld 09:00',
  'A time as hh:mm, for example 09:00',
  'Eine Uhrzeit als hh:mm, zum Beispiel 09:00',
)

/** A time of day as hh:mm: a mistyped one would break invites, hours in search results and so on. */
export const clockTime =
  (optional: boolean) =>
  (value: unknown, { req }: Validation) =>
    (optional && !value) || isClockTime(value)
      ? true
      : inLanguage(clockTimeMessage, req.i18n?.language)

const internationalMessage = label(
  'Internationaal nummer zonder 0 vooraan, alleen cijfers: 31612345678',
  'International number without a leading 0, digits only: 31612345678',
  'Internationale Nummer ohne führende 0, nur Ziffern: 31612345678',
)

/** A chat-messaging number as wa.me takes it: country code first, 8 to 15 digits. */
export const internationalNumber = (value: unknown, { req }: Validation) =>
  !value || /^[1-9]\d{7,14}$/.test(String(value).replace(/[\s+-]/g, ''))
    ? true
    : inLanguage(internationalMessage, req.i18n?.language)

const webAddressMessage = label(
  'Een volledig webadres, bijvoorbeeld https://www.instagram.com/uwbedrijf',
  'A full web address, for example https://www.instagram.com/yourbusiness',
  'Eine vollständige Webadresse, zum Beispiel https://www.instagram.com/ihrbetrieb',
)

/** A link visitors follow: only a whole http(s) address leads anywhere. */
export const webAddress = (value: unknown, { req }: Validation) => {
  try {
    if (/^https?:$/.test(new URL(String(value)).protocol)) return true
  } catch {
    // Not an address at all: the message below.
  }
  return inLanguage(webAddressMessage, req.i18n?.language)
}
