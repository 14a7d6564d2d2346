/**
 * What can be wrong with an uploaded catalogue file or one of its rows, as data: the admin
 * words it in the staff member's language when it shows the report (problem-texts.ts), so
 * a stored report reads right for every staff member, whatever language the upload had.
 */

export type FigureField = 'stockHp' | 'tunedHp' | 'stockNm' | 'tunedNm'
export type NumberField = FigureField | 'price'
export type NameField = 'brand' | 'model' | 'engine'

export type RowProblem =
  | { code: 'field-count'; expected: number; found: number }
  | { code: 'missing'; field: NameField }
  | { code: 'fuel-not-possible' }
  /** A fuel word that names none of the four fuels (petrol, diesel, hybrid, electric). */
  | { code: 'unknown-fuel'; value: string }
  | { code: 'empty-year' }
  | { code: 'year-without-year'; year: string }
  | { code: 'year-out-of-range'; year: string; min: number; max: number }
  | { code: 'year-backwards'; year: string }
  | { code: 'not-a-number'; field: NumberField; value: string }
  | {
      code: 'ambiguous-number'
      field: NumberField
      value: string
      /** The two readings the cell can have, written without doubt. */
      asWhole: string
      asDecimal: string
    }
  | { code: 'negative'; field: NumberField; value: number }
  | { code: 'not-above-zero'; field: FigureField }
  | { code: 'not-whole'; field: 'stockHp' | 'tunedHp'; value: number }
  | {
      code: 'implausible-gain'
      field: 'tunedHp' | 'tunedNm'
      stock: number
      tuned: number
      /** Percent, rounded like the pages round a gain. */
      gain: number
    }
  | { code: 'duplicate-engine'; of: number }
  | { code: 'duplicate-id'; of: number }
  | { code: 'unknown-id'; id: string }

/** Papa Parse's error codes, kept as it names them. */
export type ParseErrorCode =
  'MissingQuotes' | 'InvalidQuotes' | 'UndetectableDelimiter' | 'TooFewFields' | 'TooManyFields'

export type FileProblem =
  | { code: 'binary' }
  | { code: 'empty' }
  | { code: 'invalid-encoding'; encoding: string }
  | { code: 'damaged-character'; line: number }
  | { code: 'unparseable'; errors: { line: number; code: ParseErrorCode }[]; more: number }
  | { code: 'no-header' }
  /** A header and nothing below it: applied, it would only list every engine as missing. */
  | { code: 'no-rows' }
  /** The columns by the header names the export writes. */
  | { code: 'missing-columns'; columns: string[] }
