import { mailtoHref } from '@/kit/routes/links'

const subject = 'Contact Form Submission'

/** The contact form's fields once validated (see contactSchema in ./contact). */
export type ContactDraft = {
  name: string
  email: string
  phone: string
  licensePlate: string
  brand: string
  model: string
  horsepower: string
  message: string
}

/** The mail draft the form opens: labelled Dutch lines, as the workshop reads them. */
export function contactMailto(to: string, values: ContactDraft): string {
  const missing = 'Niet opgegeven'
  const body = [
    `Naam: ${values.name}`,
    `E-mail: ${values.email}`,
    `Telefoonnummer: ${values.phone}`,
    `Kenteken: ${values.licensePlate.toUpperCase()}`,
    `Auto merk: ${values.brand || missing}`,
    `Model: ${values.model || missing}`,
    `PK: ${values.horsepower || missing}`,
    '',
    'Bericht:',
    values.message || 'Geen bericht',
  ].join('\n')
  return mailtoHref(to, `${subject} from ${values.name}`, body)
}

/**
 * Where the form posts before its script runs (or without one): a mail draft to the company
 * with the fields as plain text lines. Without it a form with no action submits by GET to the
 * page itself, putting the visitor's name, e-mail and phone in the address, the history and the
 * server's logs.
 */
export function contactMailtoWithoutScript(to: string): string {
  return mailtoHref(to, subject)
}
