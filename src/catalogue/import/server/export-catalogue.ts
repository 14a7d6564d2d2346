import type { Payload } from 'payload'

import { visibleEngine } from '@/catalogue/data/visibility'
import { catalogueCsv, type ExportRow } from '@/catalogue/import/rules/export'

import { idOf } from './existing'

type Named = { id: number | string; name?: string; label?: string }

/** Every visible engine with its brand, model and build year, sorted by path. */
export async function exportCatalogue(payload: Payload): Promise<string> {
  const all = { pagination: false, depth: 0, limit: 0 } as const
  const [brands, models, years, engines] = await Promise.all([
    payload.find({ collection: 'brands', ...all, select: { name: true } }),
    payload.find({ collection: 'models', ...all, select: { name: true } }),
    payload.find({ collection: 'build-years', ...all, select: { label: true } }),
    payload.find({ collection: 'engines', ...all, where: visibleEngine, sort: 'path' }),
  ])
  const byId = (docs: Named[], field: 'name' | 'label') =>
    new Map(docs.map((doc) => [String(doc.id), String(doc[field] ?? '')]))
  const brandName = byId(brands.docs, 'name')
  const modelName = byId(models.docs, 'name')
  const yearLabel = byId(years.docs, 'label')
  const rows: ExportRow[] = engines.docs.map((engine) => ({
    id: engine.id,
    brand: brandName.get(String(idOf(engine.brand))) ?? '',
    model: modelName.get(String(idOf(engine.model))) ?? '',
    year: yearLabel.get(String(idOf(engine.buildYear))) ?? '',
    fuel: engine.fuel ?? null,
    engine: engine.name,
    stockHp: engine.stockHp,
    tunedHp: engine.tunedHp,
    stockNm: engine.stockNm,
    tunedNm: engine.tunedNm,
    ecu: engine.ecu ?? null,
    price: engine.price ?? null,
  }))
  return catalogueCsv(rows)
}
