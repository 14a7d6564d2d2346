import type { PayloadRequest } from 'payload'

import { isClockTime } from '@/domain/booking/dates'

import { inLanguage, label, type Label } from '../labels'

/** What Payload passes a field's validate function that these checks read. */
export type Validation = { req: PayloadRequest; siblingData?: Record<string, unknown> }

/** A field check: the value passes, or staff read the message in their admin language. */
const check =
  (passes: (value: unknown) => boolean, message: Label) =>
  (value: unknown, { req }: Validation) =>
    passes(value) ? true : inLanguage(message, req.i18n?.language)

const clockTimeMessage = label(
  'Een tijd als uu:mm, bijvoorbeeld 09:00',
  'A time as hh:mm, for example 09:00',
  'Eine Uhrzeit als hh:mm, zum Beispiel 09:00',
)

/** A time of day as hh:mm: a mistyped one would break invites, hours in search results and so on. */
export const clockTime = (optional: boolean) =>
  check((value) => (optional && !value) || isClockTime(value), clockTimeMessage)

const internationalMessage = label(
  'Internationaal nummer zonder 0 vooraan, alleen cijfers: 31612345678',
  'International number without a leading 0, digits only: 31612345678',
  'Internationale Nummer ohne führende 0, nur Ziffern: 31612345678',
)

/** A chat-messaging number as wa.me takes it: country code first, 8 to 15 digits. */
export const internationalNumber = check(
  (value) => !value || /^[1-9]\d{7,14}$/.test(String(value).replace(/[\s+-]/g, '')),
  internationalMessage,
)

const webAddressMessage = label(
  'Een volledig webadres, bijvoorbeeld https://www.instagram.com/uwbedrijf',
  'A full web address, for example https://www.instagram.com/yourbusiness',
  'Eine vollständige Webadresse, zum Beispiel https://www.instagram.com/ihrbetrieb',
)

/** A link visitors follow: only a whole http(s) address leads anywhere. */
export const webAddress = check((value) => {
  try {
    return /^https?:$/.test(new URL(String(value)).protocol)
  } catch {
    return false
  }
}, webAddressMessage)
