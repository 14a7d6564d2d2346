/**
 * Power as a reader of the language writes it: "pk" in Dutch, "PS" in German, "hp" in English.
 * The catalogue's own data (imported names such as "1.8 TFSI 120hp") is in English.
 */
const units: Record<string, string> = { nl: 'pk', de: 'PS', en: 'hp' }

export const powerUnit = (locale: string): string => units[locale] ?? 'hp'

/** A figure with its unit glued to it, as price lists write it: "120hp", "120 pk", "120PS". */
const POWER = /\b(\d+(?:[.,]\d+)?)\s?(?:hp|pk|ps|bhp|cv)\b/gi

/**
 * An engine's name as shown in a language: the stored name ("1.8 TFSI 120hp") with its power
 * in the reader's unit ("1.8 TFSI 120 pk"). Stored names stay as imported, so addresses, the
 * importer's matching and exports never change with the language.
 */
export function engineDisplayName(name: string, locale: string): string {
  return name.replace(POWER, (_, figure: string) => `${figure} ${powerUnit(locale)}`)
}
