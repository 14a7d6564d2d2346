import type { Locale } from '@/i18n/locales'

import type { FileProblem, NameField, NumberField, ParseErrorCode, RowProblem } from './problems'

type Texts<P extends { code: string }> = {
  [C in P['code']]: (p: Extract<P, { code: C }>) => string
}

type Words = {
  field: Record<NumberField | NameField, string>
  row: Texts<RowProblem>
  parse: Record<ParseErrorCode, string>
  file: Texts<FileProblem>
  more: (count: number) => string
}

// Field names as the engine form in the admin words them, so staff find the field they mean.
const nl: Words = {
  field: {
    stockHp: 'origineel vermogen',
    tunedHp: 'getuned vermogen',
    stockNm: 'origineel koppel',
    tunedNm: 'getuned koppel',
    price: 'prijs',
    brand: 'merk',
    model: 'model',
    engine: 'motor',
  },
  row: {
    'field-count': (p) => `${p.expected} velden verwacht, ${p.found} gevonden`,
    missing: (p) => `${nl.field[p.field]} ontbreekt`,
    'fuel-not-possible': () => 'brandstof "Not Possible"',
    'unknown-fuel': (p) =>
      `brandstof "${p.value}" is onbekend: schrijf Benzine, Diesel, Hybride of Elektrisch`,
    'empty-year': () => 'bouwjaar ontbreekt',
    'year-without-year': (p) => `bouwjaar "${p.year}" bevat geen jaartal`,
    'year-out-of-range': (p) => `bouwjaar "${p.year}" is geen jaar tussen ${p.min} en ${p.max}`,
    'year-backwards': (p) => `bouwjaar "${p.year}" loopt achteruit`,
    'not-a-number': (p) => `${nl.field[p.field]} is geen getal: "${p.value}"`,
    'ambiguous-number': (p) =>
      `${nl.field[p.field]} "${p.value}" is dubbelzinnig: schrijf ${p.asWhole} of ${p.asDecimal}`,
    negative: (p) => `${nl.field[p.field]} is negatief: ${decimal(p.value, 'nl')}`,
    'not-above-zero': (p) => `${nl.field[p.field]} ontbreekt of is niet groter dan 0`,
    'not-whole': (p) => `${nl.field[p.field]} is geen heel getal: ${decimal(p.value, 'nl')}`,
    'implausible-gain': (p) =>
      `${nl.field[p.field]} ${decimal(p.tuned, 'nl')} tegenover origineel ${decimal(p.stock, 'nl')} (${signed(p.gain)}%) is geen geloofwaardige winst (hoogstens +100%, nooit onder origineel)`,
    'duplicate-engine': (p) => `zelfde bouwjaar en motornaam als regel ${p.of}`,
    'duplicate-id': (p) => `zelfde id als regel ${p.of}`,
    'unknown-id': (p) =>
      `id ${p.id} is geen motor van deze catalogus (laat het leeg voor een nieuwe motor)`,
  },
  parse: {
    MissingQuotes: 'een aanhalingsteken wordt niet gesloten',
    InvalidQuotes: 'een aanhalingsteken staat midden in een veld',
    UndetectableDelimiter: 'geen scheidingsteken gevonden',
    TooFewFields: 'te weinig velden',
    TooManyFields: 'te veel velden',
  },
  file: {
    binary: () => 'het bestand is geen tekst (er staat binaire inhoud in)',
    empty: () => 'het bestand is leeg',
    'invalid-encoding': (p) => `het bestand is geen geldige ${p.encoding}-tekst`,
    'damaged-character': (p) =>
      `regel ${p.line} bevat het teken "\uFFFD", een letter die bij een eerdere omzetting verloren ging; sla het bestand opnieuw op vanuit het origineel als "CSV UTF-8"`,
    unparseable: (p) => `het bestand is niet te lezen (${parseErrors(p, 'regel', nl)})`,
    'no-header': () => 'het bestand heeft geen kopregel',
    'no-rows': () => 'het bestand heeft alleen een kopregel, geen motoren',
    'missing-columns': ({ columns }) =>
      columns.length === 1
        ? `in de kopregel ontbreekt de kolom ${columns[0]}`
        : `in de kopregel ontbreken de kolommen ${columns.join(', ')}`,
  },
  more: (count) => `en nog ${count}`,
}

const en: Words = {
  field: {
    stockHp: 'stock power',
    tunedHp: 'tuned power',
    stockNm: 'stock torque',
    tunedNm: 'tuned torque',
    price: 'price',
    brand: 'brand',
    model: 'model',
    engine: 'engine',
  },
  row: {
    'field-count': (p) => `expected ${p.expected} fields, found ${p.found}`,
    missing: (p) => `missing ${en.field[p.field]}`,
    'fuel-not-possible': () => 'fuel "Not Possible"',
    'unknown-fuel': (p) =>
      `fuel "${p.value}" is not known: write Petrol, Diesel, Hybrid or Electric`,
    'empty-year': () => 'empty year',
    'year-without-year': (p) => `build year "${p.year}" holds no year`,
    'year-out-of-range': (p) =>
      `build year "${p.year}" is not a year between ${p.min} and ${p.max}`,
    'year-backwards': (p) => `build year "${p.year}" runs backwards`,
    'not-a-number': (p) => `${en.field[p.field]} is not a number: "${p.value}"`,
    'ambiguous-number': (p) =>
      `${en.field[p.field]} "${p.value}" is ambiguous: write ${p.asWhole} or ${p.asDecimal}`,
    negative: (p) => `${en.field[p.field]} is negative: ${decimal(p.value, 'en')}`,
    'not-above-zero': (p) => `${en.field[p.field]} missing or not above 0`,
    'not-whole': (p) => `${en.field[p.field]} is not a whole number: ${decimal(p.value, 'en')}`,
    'implausible-gain': (p) =>
      `${en.field[p.field]} ${decimal(p.tuned, 'en')} against stock ${decimal(p.stock, 'en')} (${signed(p.gain)}%) is not a plausible gain (at most +100%, never below stock)`,
    'duplicate-engine': (p) => `duplicate of line ${p.of} (same build year and engine name)`,
    'duplicate-id': (p) => `duplicate of line ${p.of} (same id)`,
    'unknown-id': (p) =>
      `id ${p.id} is not an engine of this catalogue (leave it empty for a new engine)`,
  },
  parse: {
    MissingQuotes: 'a quote is never closed',
    InvalidQuotes: 'a quote stands inside a field',
    UndetectableDelimiter: 'no delimiter found',
    TooFewFields: 'too few fields',
    TooManyFields: 'too many fields',
  },
  file: {
    binary: () => 'the file is not text (binary content found)',
    empty: () => 'the file is empty',
    'invalid-encoding': (p) => `the file is not valid ${p.encoding} text`,
    'damaged-character': (p) =>
      `line ${p.line} holds the character "\uFFFD", a letter lost by an earlier conversion; save the file again from the original as "CSV UTF-8"`,
    unparseable: (p) => `the file cannot be parsed (${parseErrors(p, 'line', en)})`,
    'no-header': () => 'the file has no header row',
    'no-rows': () => 'the file has a header row and no engines',
    'missing-columns': ({ columns }) =>
      `the header row lacks the column${columns.length === 1 ? '' : 's'} ${columns.join(', ')}`,
  },
  more: (count) => `and ${count} more`,
}

const de: Words = {
  field: {
    stockHp: 'Serienleistung',
    tunedHp: 'Leistung getunt',
    stockNm: 'Seriendrehmoment',
    tunedNm: 'Drehmoment getunt',
    price: 'Preis',
    brand: 'Marke',
    model: 'Modell',
    engine: 'Motor',
  },
  row: {
    'field-count': (p) => `${p.expected} Felder erwartet, ${p.found} gefunden`,
    missing: (p) => `${de.field[p.field]} fehlt`,
    'fuel-not-possible': () => 'Kraftstoff „Not Possible“',
    'unknown-fuel': (p) =>
      `Kraftstoff „${p.value}“ ist unbekannt: schreiben Sie Benzin, Diesel, Hybrid oder Elektro`,
    'empty-year': () => 'Baujahr fehlt',
    'year-without-year': (p) => `Baujahr „${p.year}“ enthält keine Jahreszahl`,
    'year-out-of-range': (p) => `Baujahr „${p.year}“ ist kein Jahr zwischen ${p.min} und ${p.max}`,
    'year-backwards': (p) => `Baujahr „${p.year}“ läuft rückwärts`,
    'not-a-number': (p) => `${de.field[p.field]} ist keine Zahl: „${p.value}“`,
    'ambiguous-number': (p) =>
      `${de.field[p.field]} „${p.value}“ ist mehrdeutig: schreiben Sie ${p.asWhole} oder ${p.asDecimal}`,
    negative: (p) => `${de.field[p.field]} ist negativ: ${decimal(p.value, 'de')}`,
    'not-above-zero': (p) => `${de.field[p.field]} fehlt oder ist nicht größer als 0`,
    'not-whole': (p) => `${de.field[p.field]} ist keine ganze Zahl: ${decimal(p.value, 'de')}`,
    'implausible-gain': (p) =>
      `${de.field[p.field]} ${decimal(p.tuned, 'de')} gegenüber Serie ${decimal(p.stock, 'de')} (${signed(p.gain)} %) ist kein plausibler Zuwachs (höchstens +100 %, nie unter Serie)`,
    'duplicate-engine': (p) => `gleiches Baujahr und gleicher Motorname wie Zeile ${p.of}`,
    'duplicate-id': (p) => `gleiche ID wie Zeile ${p.of}`,
    'unknown-id': (p) =>
      `ID ${p.id} ist kein Motor dieses Katalogs (für einen neuen Motor leer lassen)`,
  },
  parse: {
    MissingQuotes: 'ein Anführungszeichen wird nicht geschlossen',
    InvalidQuotes: 'ein Anführungszeichen steht mitten in einem Feld',
    UndetectableDelimiter: 'kein Trennzeichen gefunden',
    TooFewFields: 'zu wenige Felder',
    TooManyFields: 'zu viele Felder',
  },
  file: {
    binary: () => 'die Datei ist kein Text (binärer Inhalt gefunden)',
    empty: () => 'die Datei ist leer',
    'invalid-encoding': (p) => `die Datei ist kein gültiger ${p.encoding}-Text`,
    'damaged-character': (p) =>
      `Zeile ${p.line} enthält das Zeichen „\uFFFD“, einen bei einer früheren Umwandlung verlorenen Buchstaben; speichern Sie die Datei aus dem Original erneut als „CSV UTF-8“`,
    unparseable: (p) => `die Datei ist nicht lesbar (${parseErrors(p, 'Zeile', de)})`,
    'no-header': () => 'die Datei hat keine Kopfzeile',
    'no-rows': () => 'die Datei hat nur eine Kopfzeile, keine Motoren',
    'missing-columns': ({ columns }) =>
      columns.length === 1
        ? `in der Kopfzeile fehlt die Spalte ${columns[0]}`
        : `in der Kopfzeile fehlen die Spalten ${columns.join(', ')}`,
  },
  more: (count) => `und ${count} weitere`,
}

const words: Record<Locale, Words> = { nl, en, de }

/** The staff member's words; Dutch, the admin's default, for any other language. */
const wordsFor = (language: string | undefined): Words =>
  language === 'en' || language === 'de' ? words[language] : nl

// A report written by a later version may hold a code this one does not know: it is shown as is.
export function rowProblemText(problem: RowProblem, language: string | undefined): string {
  const say = wordsFor(language).row[problem.code] as ((p: RowProblem) => string) | undefined
  return say ? say(problem) : String(problem.code)
}

export function fileProblemText(problem: FileProblem, language: string | undefined): string {
  const say = wordsFor(language).file[problem.code] as ((p: FileProblem) => string) | undefined
  return say ? say(problem) : String(problem.code)
}

function parseErrors(
  problem: Extract<FileProblem, { code: 'unparseable' }>,
  line: string,
  w: Words,
): string {
  const listed = problem.errors.map((e) => `${line} ${e.line}: ${w.parse[e.code] ?? e.code}`)
  return [...listed, ...(problem.more > 0 ? [w.more(problem.more)] : [])].join('; ')
}

const signed = (value: number) => `${value > 0 ? '+' : ''}${value}`

/** A figure as the language writes decimals (190,4 in Dutch and German), never grouped. */
const decimal = (value: number, language: Locale) =>
  new Intl.NumberFormat(language, { useGrouping: false, maximumFractionDigits: 6 }).format(value)
