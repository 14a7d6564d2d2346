import type { EntityDescriptionFunction, LabelFunction, StaticLabel } from 'payload'

import { addAdminTexts, adminLanguage, adminText } from '@/i18n/admin-texts'
import type { Role } from '@/staff'

const NAMESPACE = 'chiptuning'

/**
 * An admin text, written where it is used (a field's label, a message) and kept where the admin
 * reads every text: Payload's translations (src/i18n/admin-texts.ts), under a key made of the
 * words themselves. Payload asks the function for it in the staff member's language.
 */
export type Label = LabelFunction &
  EntityDescriptionFunction & { readonly key: `${string}:${string}` }

/** A short stable hash (cyrb53): the same words give the same key on the server and in the browser. */
function hashOf(text: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

export function label(nl: string, en: string, de: string): Label {
  const name = `t${hashOf(`${nl}|${en}|${de}`)}`
  addAdminTexts(NAMESPACE, { nl: { [name]: nl }, en: { [name]: en }, de: { [name]: de } })
  const key = `${NAMESPACE}:${name}` as const
  // Payload types `t` by its own keys; ours are added to the same table.
  const read = ({ t }: { t: unknown }) => (t as (key: string) => string)(key)
  return Object.assign(read, { key }) as Label
}

/** Select options with a label per language, from a table of value -> [nl, en, de]. */
export const options = <V extends string>(table: Record<V, readonly [string, string, string]>) =>
  (Object.entries(table) as [V, readonly [string, string, string]][]).map(
    ([value, [nl, en, de]]) => ({ value, label: label(nl, en, de) }),
  )

/** Singular and plural of a collection or array row. */
export const labels = (
  singular: readonly [string, string, string],
  plural: readonly [string, string, string],
) => ({ singular: label(...singular), plural: label(...plural) })

/**
 * For the few places Payload takes only words, no function (a navigation group, a `ui` field's
 * label): the words per language, read from the same table.
 */
export const staticLabel = (nl: string, en: string, de: string): StaticLabel => {
  const { key } = label(nl, en, de)
  return { nl: inLanguage(key, 'nl'), en: inLanguage(key, 'en'), de: inLanguage(key, 'de') }
}

/** The navigation's groups: every collection and global sits in one of them. */
export const groups = {
  catalogue: staticLabel('Catalogus', 'Catalogue', 'Katalog'),
  content: staticLabel('Inhoud', 'Content', 'Inhalt'),
  bookings: staticLabel('Afspraken', 'Appointments', 'Termine'),
  settings: staticLabel('Instellingen', 'Settings', 'Einstellungen'),
  staff: staticLabel('Beheer', 'Administration', 'Verwaltung'),
  // What runs the site rather than the workshop: below the day's work, out of the way.
  system: staticLabel('Systeem', 'System', 'System'),
}

/**
 * A validation message in the language the admin speaks to this staff member (Payload passes
 * the request, with its language, to every validate function).
 */
export function inLanguage(text: Label | Label['key'], language: string | undefined): string {
  return adminText(typeof text === 'string' ? text : text.key, adminLanguage(language))
}

/** The staff roles' names (src/staff/rules/roles.ts), on the account and in the audit trail. */
export const roleLabels = {
  owner: ['Eigenaar', 'Owner', 'Inhaber'],
  employee: ['Medewerker', 'Employee', 'Mitarbeiter'],
} as const satisfies Record<Role, readonly [string, string, string]>

/** Field labels several collections share. */
export const common = {
  name: label('Naam', 'Name', 'Name'),
  brand: label('Merk', 'Brand', 'Marke'),
  model: label('Model', 'Model', 'Modell'),
  buildYear: label('Bouwjaar', 'Build year', 'Baujahr'),
  engine: label('Motor', 'Engine', 'Motor'),
  price: label('Prijs', 'Price', 'Preis'),
  description: label('Omschrijving', 'Description', 'Beschreibung'),
  underConstruction: label('In opbouw', 'Under construction', 'Im Aufbau'),
  status: label('Status', 'Status', 'Status'),
}

/** An engine's figures as its form and the import preview name them. */
export const engineLabels = {
  name: common.name,
  fuel: label('Brandstof', 'Fuel', 'Kraftstoff'),
  stockHp: label('Origineel vermogen (pk)', 'Stock power (hp)', 'Serienleistung (PS)'),
  tunedHp: label('Getuned vermogen (pk)', 'Tuned power (hp)', 'Leistung getunt (PS)'),
  stockNm: label('Origineel koppel (Nm)', 'Stock torque (Nm)', 'Seriendrehmoment (Nm)'),
  tunedNm: label('Getuned koppel (Nm)', 'Tuned torque (Nm)', 'Drehmoment getunt (Nm)'),
  ecu: label('ECU', 'ECU', 'Steuergerät (ECU)'),
  price: common.price,
}

/**
 * Dates in digits: Payload's date picker renders once before it has loaded the staff member's
 * language, so a month name would first show in English.
 */
export const dayOnly = { pickerAppearance: 'dayOnly', displayFormat: 'dd-MM-yyyy' } as const
export const dayAndTime = {
  pickerAppearance: 'dayAndTime',
  displayFormat: 'dd-MM-yyyy HH:mm',
} as const
