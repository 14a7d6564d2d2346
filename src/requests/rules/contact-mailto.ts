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
