import type { ColumnKind } from './headers'

/** Why a dyno export was refused, as data: the admin words it in the staff member's language. */
export type DynoProblem =
  | { code: 'empty' }
  | { code: 'binary' }
  | { code: 'columns'; missing: ColumnKind[] }
  | { code: 'powerUnit'; header: string }
  | { code: 'tooMany'; max: number }
  | { code: 'tooFew'; rows: number; min: number }
  | { code: 'number'; line: number; column: string; value: string }
  | { code: 'range'; line: number; column: string; value: string; kind: 'rpm' | 'hp' | 'nm' }
  | { code: 'rpmOrder'; line: number; value: string; previous: string }
  | { code: 'more'; count: number }

export type StaffLanguage = 'nl' | 'en' | 'de'
export type Measurement = 'before' | 'after'

const columnNames: Record<ColumnKind, [string, string, string]> = {
  rpm: ['toerental (tpm)', 'engine speed (rpm)', 'Drehzahl (U/min)'],
  power: ['vermogen (pk of kW)', 'power (hp or kW)', 'Leistung (PS oder kW)'],
  torque: ['koppel (Nm)', 'torque (Nm)', 'Drehmoment (Nm)'],
}
const ranges = { rpm: '300–12.000 tpm', hp: '1–2.000 pk', nm: '1–3.000 Nm' }
const index = { nl: 0, en: 1, de: 2 } as const

type Texts = { [C in DynoProblem['code']]: (p: Extract<DynoProblem, { code: C }>) => string }

const texts: Record<StaffLanguage, Texts> = {
  nl: {
    empty: () => 'Het bestand is leeg.',
    binary: () => 'Dit is geen CSV-bestand (tekst). Exporteer de meting als CSV.',
    columns: (p) =>
      `Kolommen niet gevonden: ${p.missing.map((k) => columnNames[k][0]).join(', ')}. Nodig zijn toerental, vermogen en koppel.`,
    powerUnit: (p) =>
      `De kolom "${p.header}" noemt geen eenheid. Zet pk, PS, hp of kW in de kop, bijvoorbeeld "Vermogen (kW)".`,
    tooMany: (p) => `Te veel regels: ten hoogste ${p.max}.`,
    tooFew: (p) => `Te weinig meetpunten: ${p.rows}, nodig zijn er minstens ${p.min}.`,
    number: (p) => `Regel ${p.line}, kolom "${p.column}": "${p.value}" is geen getal.`,
    range: (p) => `Regel ${p.line}, kolom "${p.column}": ${p.value} ligt buiten ${ranges[p.kind]}.`,
    rpmOrder: (p) =>
      `Regel ${p.line}: het toerental ${p.value} stijgt niet (vorige regel ${p.previous}). Een meting loopt van laag naar hoog toerental.`,
    more: (p) => `En nog ${p.count} fouten.`,
  },
  en: {
    empty: () => 'The file is empty.',
    binary: () => 'This is not a CSV (text) file. Export the run as CSV.',
    columns: (p) =>
      `Columns not found: ${p.missing.map((k) => columnNames[k][1]).join(', ')}. Engine speed, power and torque are needed.`,
    powerUnit: (p) =>
      `The column "${p.header}" names no unit. Put pk, PS, hp or kW in its header, for example "Power (kW)".`,
    tooMany: (p) => `Too many lines: at most ${p.max}.`,
    tooFew: (p) => `Too few measured points: ${p.rows}, at least ${p.min} are needed.`,
    number: (p) => `Line ${p.line}, column "${p.column}": "${p.value}" is not a number.`,
    range: (p) =>
      `Line ${p.line}, column "${p.column}": ${p.value} is outside ${ranges[p.kind].replace('tpm', 'rpm').replace('pk', 'hp').replace(/\./g, ',')}.`,
    rpmOrder: (p) =>
      `Line ${p.line}: engine speed ${p.value} does not rise (previous line ${p.previous}). A run goes from low to high engine speed.`,
    more: (p) => `And ${p.count} more errors.`,
  },
  de: {
    empty: () => 'Die Datei ist leer.',
    binary: () => 'Das ist keine CSV-Datei (Text). Exportieren Sie die Messung als CSV.',
    columns: (p) =>
      `Spalten nicht gefunden: ${p.missing.map((k) => columnNames[k][2]).join(', ')}. Nötig sind Drehzahl, Leistung und Drehmoment.`,
    powerUnit: (p) =>
      `Die Spalte „${p.header}“ nennt keine Einheit. Schreiben Sie PS, pk, hp oder kW in die Kopfzeile, zum Beispiel „Leistung (kW)“.`,
    tooMany: (p) => `Zu viele Zeilen: höchstens ${p.max}.`,
    tooFew: (p) => `Zu wenige Messpunkte: ${p.rows}, nötig sind mindestens ${p.min}.`,
    number: (p) => `Zeile ${p.line}, Spalte „${p.column}“: „${p.value}“ ist keine Zahl.`,
    range: (p) =>
      `Zeile ${p.line}, Spalte „${p.column}“: ${p.value} liegt außerhalb ${ranges[p.kind].replace('tpm', 'U/min').replace('pk', 'PS')}.`,
    rpmOrder: (p) =>
      `Zeile ${p.line}: Die Drehzahl ${p.value} steigt nicht (vorige Zeile ${p.previous}). Eine Messung läuft von niedriger zu hoher Drehzahl.`,
    more: (p) => `Und ${p.count} weitere Fehler.`,
  },
}

export function problemText(problem: DynoProblem, language: StaffLanguage): string {
  const text = texts[language][problem.code] as (p: DynoProblem) => string
  return text(problem)
}

const measurementNames: Record<Measurement, [string, string, string]> = {
  before: ['Meting vóór', 'Before run', 'Messung vorher'],
  after: ['Meting na', 'After run', 'Messung nachher'],
}

/** The whole report of one refused file, headed by which measurement it was. */
export function dynoReport(
  measurement: Measurement,
  problems: readonly DynoProblem[],
  language: StaffLanguage,
): string {
  const heading = measurementNames[measurement][index[language]]
  const refused = { nl: 'niet opgeslagen', en: 'not saved', de: 'nicht gespeichert' }[language]
  return [
    `${heading} (${refused}):`,
    ...problems.map((problem) => `• ${problemText(problem, language)}`),
  ].join('\n')
}

export const toStaffLanguage = (value: unknown): StaffLanguage =>
  value === 'en' || value === 'de' ? value : 'nl'
