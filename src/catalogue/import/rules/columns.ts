/** The CSV columns the importer understands, each with the header spellings it accepts. */
export const columns = {
  id: ['id', 'engineid'],
  brand: ['brand', 'merk'],
  model: ['model'],
  year: ['year', 'bouwjaar', 'buildyear'],
  fuel: ['fuel', 'brandstof'],
  engine: ['engine', 'motor', 'motorvariant'],
  stockHp: ['stockpowerhp', 'stockhp', 'stockpower'],
  tunedHp: ['stage1powerhp', 'stage1hp', 'tunedhp', 'stage1power'],
  stockNm: ['stocktorquenm', 'stocknm', 'stocktorque'],
  tunedNm: ['stage1torquenm', 'stage1nm', 'tunednm', 'stage1torque'],
  ecu: ['ecu'],
  price: ['price', 'prijs'],
} as const

export type ColumnKey = keyof typeof columns

/** Each column's header as the export writes it, in the export's order; refusals name these. */
export const columnHeader: Record<ColumnKey, string> = {
  id: 'id',
  brand: 'brand',
  model: 'model',
  year: 'year',
  fuel: 'fuel',
  engine: 'engine',
  stockHp: 'stock_power_hp',
  tunedHp: 'stage1_power_hp',
  stockNm: 'stock_torque_nm',
  tunedNm: 'stage1_torque_nm',
  ecu: 'ecu',
  price: 'price',
}
export const optionalColumns: readonly ColumnKey[] = ['id', 'ecu', 'price']

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '')

export type HeaderMap = Record<ColumnKey, number | undefined>

/** Maps each known column to its index in the header row; lists required columns that are missing. */
export function mapHeader(header: readonly string[]): { map: HeaderMap; missing: ColumnKey[] } {
  const positions = header.map(normalise)
  const map = Object.fromEntries(
    (Object.keys(columns) as ColumnKey[]).map((key) => {
      const index = positions.findIndex((name) =>
        (columns[key] as readonly string[]).includes(name),
      )
      return [key, index === -1 ? undefined : index]
    }),
  ) as HeaderMap
  const missing = (Object.keys(columns) as ColumnKey[]).filter(
    (key) => map[key] === undefined && !optionalColumns.includes(key),
  )
  return { map, missing }
}
