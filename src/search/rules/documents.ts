import { fuelGroup, type CatalogueRows } from '@/catalogue'

import { generationWords } from './generations'
import { joined, powerOf, powerTerm, words, yearRange } from './terms'
import { brandNicknames } from './vocabulary'

export type { CatalogueRows } from '@/catalogue'

export type DocumentKind = 'brand' | 'model' | 'year' | 'engine'

/** A search hit: a brand, model, build-year or engine page with what its line shows. */
export type SearchDocument = {
  id: string
  kind: DocumentKind
  path: string
  brand: string
  model: string | null
  year: string | null
  engine: string | null
  fuel: string | null
  engineId: string | null
  figures: { stockHp: number; tunedHp: number; stockNm: number; tunedNm: number } | null
  years: { from: number; to: number } | null
}

/** What the index holds of a document, field by field, as space-separated search words. */
export type IndexedFields = {
  id: string
  brand: string
  model: string
  generation: string
  years: string
  engine: string
  fuel: string
  power: string
}

const line = (list: readonly string[]) => [...new Set(list)].join(' ')

function nameWords(name: string): string[] {
  const list = words(name)
  return [...list, ...joined(list)]
}

/** The words of an engine's name without its power ("2.0 TDI 150hp" -> 2.0, tdi): power is a figure. */
function engineWords(name: string): string[] {
  return nameWords(name).filter((word) => powerOf(word) === null)
}

function yearWords(range: { from: number; to: number } | null): string[] {
  if (!range) return []
  const list: string[] = []
  for (let year = range.from; year <= range.to && list.length < 40; year++) list.push(String(year))
  return list
}

/** Brand, model, build-year and engine documents from the catalogue's rows. */
export function searchDocuments(rows: CatalogueRows, now = new Date().getFullYear()) {
  const brands = new Map(rows.brands.map((brand) => [brand.slug, brand]))
  const models = new Map(rows.models.map((model) => [model.path, model]))
  const years = new Map(rows.years.map((year) => [year.path, year]))
  const documents: SearchDocument[] = []
  const fields: IndexedFields[] = []
  const brandWords = (slug: string) => [
    ...nameWords(brands.get(slug)?.name ?? slug),
    ...(brandNicknames.get(slug) ?? []),
  ]
  const empty = { model: null, year: null, engine: null, fuel: null, engineId: null }
  const blank = { generation: '', years: '', engine: '', fuel: '', power: '' }

  for (const brand of rows.brands) {
    const id = `b:${brand.slug}`
    documents.push({
      id,
      kind: 'brand',
      path: brand.slug,
      brand: brand.name,
      ...empty,
      figures: null,
      years: null,
    })
    fields.push({ id, brand: line(brandWords(brand.slug)), model: '', ...blank })
  }
  for (const model of rows.models) {
    const id = `m:${model.path}`
    const brand = brands.get(model.brand)?.name ?? model.brand
    documents.push({
      ...empty,
      id,
      kind: 'model',
      path: model.path,
      brand,
      model: model.name,
      figures: null,
      years: null,
    })
    fields.push({
      id,
      brand: line(brandWords(model.brand)),
      model: line(nameWords(model.name)),
      ...blank,
    })
  }
  const yearFields = new Map<string, Omit<IndexedFields, 'id' | 'engine' | 'fuel' | 'power'>>()
  for (const year of rows.years) {
    const model = models.get(year.model)
    if (!model) continue
    const id = `y:${year.path}`
    const range = yearRange(year.label, now)
    const own = {
      brand: line(brandWords(model.brand)),
      model: line(nameWords(model.name)),
      generation: line(generationWords(model.path, range)),
      years: line(yearWords(range)),
    }
    yearFields.set(year.path, own)
    const brand = brands.get(model.brand)?.name ?? model.brand
    documents.push({
      ...empty,
      id,
      kind: 'year',
      path: year.path,
      brand,
      model: model.name,
      year: year.label,
      figures: null,
      years: range,
    })
    fields.push({ id, ...own, engine: '', fuel: '', power: '' })
  }
  for (const engine of rows.engines) {
    const year = years.get(engine.year)
    const model = year && models.get(year.model)
    const own = yearFields.get(engine.year)
    if (!year || !model || !own) continue
    const id = `e:${engine.id}`
    const group = fuelGroup(engine.fuel)
    // The query says a fuel in the group's word (benzine -> petrol); the stored name is kept too (MHEV).
    const fuelList = [group, ...words(engine.fuel ?? '')]
    const { stockHp, tunedHp, stockNm, tunedNm } = engine
    documents.push({
      id,
      kind: 'engine',
      path: engine.path,
      brand: brands.get(model.brand)?.name ?? model.brand,
      model: model.name,
      year: year.label,
      engine: engine.name,
      fuel: engine.fuel,
      engineId: engine.id,
      figures: { stockHp, tunedHp, stockNm, tunedNm },
      years: yearRange(year.label, now),
    })
    fields.push({
      id,
      ...own,
      engine: line(engineWords(engine.name)),
      fuel: line(fuelList),
      power: powerTerm(stockHp),
    })
  }
  return { documents, fields }
}
