/** A Payload label in the staff member's language; Dutch is the admin's default. */
export const label = (nl: string, en: string, de: string) => ({ nl, en, de })

export type Label = ReturnType<typeof label>

/** Select options with a label per language, from a table of value -> [nl, en, de]. */
export const options = <V extends string>(table: Record<V, readonly [string, string, string]>) =>
  (Object.entries(table) as [V, readonly [string, string, string]][]).map(
    ([value, [nl, en, de]]) => ({
      value,
      label: { nl, en, de },
    }),
  )

/** Singular and plural of a collection or array row, each a label per language. */
export const labels = (
  singular: readonly [string, string, string],
  plural: readonly [string, string, string],
) => ({ singular: label(...singular), plural: label(...plural) })

/** The navigation's groups: every collection and global sits in one of them. */
export const groups = {
  catalogue: label('Catalogus', 'Catalogue', 'Katalog'),
  content: label('Inhoud', 'Content', 'Inhalt'),
  bookings: label('Afspraken', 'Appointments', 'Termine'),
  settings: label('Instellingen', 'Settings', 'Einstellungen'),
  staff: label('Beheer', 'Administration', 'Verwaltung'),
}

/**
 * A validation message in the language the admin speaks to this staff member (Payload passes
 * the request, with its language, to every validate function).
 */
export const inLanguage = (text: Label, language: string | undefined): string =>
  language === 'en' || language === 'de' ? text[language] : text.nl

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
