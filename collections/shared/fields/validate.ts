import type { PayloadRequest } from 'payload'

import { type WidgetScriptProblem, widgetScriptProblem } from '@/content'
import { inLanguage, label, type Label } from '@/i18n/admin-labels'
import { isClockTime } from '@/kit/format/dates'

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

const widgetMessages = (origin: string | undefined): Record<WidgetScriptProblem, Label> => ({
  'not-https': label(
    'Gebruik een https-adres.',
    'Use an https address.',
    'Verwenden Sie eine https-Adresse.',
  ),
  'no-widget-allowed': label(
    'Deze site laat nog geen reviewwidget toe: de browser zou het script blokkeren. Vraag uw beheerder het adres van de reviewdienst in te stellen (REVIEW_WIDGET_ORIGIN).',
    "This site does not allow a review widget yet: browsers would block the script. Ask your administrator to set the review service's address (REVIEW_WIDGET_ORIGIN).",
    'Diese Website lässt noch kein Bewertungs-Widget zu: Browser würden das Skript blockieren. Bitten Sie Ihren Administrator, die Adresse des Bewertungsdienstes einzustellen (REVIEW_WIDGET_ORIGIN).',
  ),
  'other-host': label(
    `Deze site laat alleen een reviewwidget van ${origin} toe; een script van een andere host blokkeert de browser.`,
    `This site allows a review widget from ${origin} only; browsers block a script from another host.`,
    `Diese Website lässt nur ein Bewertungs-Widget von ${origin} zu; ein Skript eines anderen Hosts blockiert der Browser.`,
  ),
})

/** Why this widget script would not load here, worded for staff, or null. */
function widgetScriptMessage(scriptUrl: string, req: Validation['req']) {
  const origin = process.env.REVIEW_WIDGET_ORIGIN?.trim() || undefined
  const problem = widgetScriptProblem(scriptUrl, origin)
  return problem
    ? { problem, text: inLanguage(widgetMessages(origin)[problem], req.i18n?.language) }
    : null
}

type WidgetValidation = Validation & { previousValue?: unknown }

/**
 * The review widget's script, checked against the one origin the security policy lets load
 * (REVIEW_WIDGET_ORIGIN, the same at build and run time): a widget switched on with another
 * host's script shows an empty box. Checked when staff change the address or switch the
 * widget on (below), so a setting saved before this check never blocks saving the rest.
 */
export const reviewWidgetScript = (
  value: unknown,
  { req, siblingData, previousValue }: WidgetValidation,
) => {
  if (!value) return true
  const found = widgetScriptMessage(String(value), req)
  if (!found) return true
  if (found.problem === 'not-https') return found.text
  return siblingData?.enabled && value !== previousValue ? found.text : true
}

/** Switching the widget on checks its script, as changing the script does. */
export const reviewWidgetSwitch = (
  value: unknown,
  { req, siblingData, previousValue }: WidgetValidation,
) => {
  if (value !== true || previousValue === true || !siblingData?.scriptUrl) return true
  return widgetScriptMessage(String(siblingData.scriptUrl), req)?.text ?? true
}
