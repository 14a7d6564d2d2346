import Papa from 'papaparse'

import { fuelExportWord, isFuelGroup } from '@/catalogue/rules/fuel-words'

import { columnHeader } from './columns'

/** One engine as the export writes it: the import's own columns, with the engine's id first. */
export type ExportRow = {
  id: number | string
  brand: string
  model: string
  year: string
  fuel: string | null
  engine: string
  stockHp: number
  tunedHp: number
  stockNm: number
  tunedNm: number
  ecu: string | null
  price: number | null
}

export const exportHeader = Object.values(columnHeader)

/**
 * The catalogue as a CSV the importer reads back unchanged: comma-separated, decimal point,
 * UTF-8 with a BOM (so Excel shows "Citroën", not "CitroÃ«n"), CRLF line ends.
 */
export function catalogueCsv(rows: readonly ExportRow[]): string {
  const data = rows.map((row) => [
    String(row.id),
    row.brand,
    row.model,
    row.year,
    isFuelGroup(row.fuel) ? fuelExportWord[row.fuel] : (row.fuel ?? ''),
    row.engine,
    row.stockHp,
    row.tunedHp,
    row.stockNm,
    row.tunedNm,
    row.ecu ?? '',
    row.price ?? '',
  ])
  return `\uFEFF${Papa.unparse({ fields: [...exportHeader], data }, { newline: '\r\n' })}\r\n`
}
