import 'server-only'

import { type BrandCategory, categoryTabs } from '@/catalogue/rules/categories'
import { type ShowcaseCandidate, type ShowcaseRow, showcaseRows } from '@/catalogue/rules/showcase'
import { tags } from '@/platform/data/cache-tags'
import { cachedRead } from '@/platform/data/cached'
import { payloadClient } from '@/platform/data/payload'

import { visibleEngine } from './visibility'

/** The home page's two tables follow the brand overview's tabs of the same name. */
const tables = ['cars', 'trucks'] as const
export type ShowcaseTable = (typeof tables)[number]

const ROWS_PER_TABLE = 6

const categoriesOf = (table: ShowcaseTable): readonly BrandCategory[] =>
  categoryTabs.find((tab) => tab.key === table)?.categories ?? []

/** Representative performance rows for cars and for trucks and vans, from the whole catalogue. */
export const getShowcase = cachedRead(
  async (): Promise<Record<ShowcaseTable, ShowcaseRow[]>> => {
    const payload = await payloadClient()
    const brands = await payload.find({
      collection: 'brands',
      where: { category: { in: tables.flatMap(categoriesOf) } },
      pagination: false,
      depth: 0,
      select: { name: true, category: true },
    })
    const brandIds = brands.docs.map((brand) => brand.id)
    const [engines, models] = await Promise.all([
      payload.find({
        collection: 'engines',
        where: { and: [{ brand: { in: brandIds } }, visibleEngine] },
        pagination: false,
        depth: 0,
        select: {
          name: true,
          path: true,
          brand: true,
          model: true,
          stockHp: true,
          tunedHp: true,
          stockNm: true,
          tunedNm: true,
        },
      }),
      payload.find({
        collection: 'models',
        where: { brand: { in: brandIds } },
        pagination: false,
        depth: 0,
        select: { name: true },
      }),
    ])
    // Keyed by the raw relation value: a number on SQLite, a string on MongoDB.
    const brandById = new Map<unknown, (typeof brands.docs)[number]>(
      brands.docs.map((brand) => [brand.id, brand]),
    )
    const modelName = new Map<unknown, string>(models.docs.map((model) => [model.id, model.name]))
    const candidates = engines.docs.flatMap((engine) => {
      const brand = brandById.get(engine.brand)
      const model = modelName.get(engine.model)
      if (!brand || !model || !engine.path) return []
      const candidate: ShowcaseCandidate = {
        brand: brand.name,
        model,
        engine: engine.name,
        path: engine.path,
        stockHp: engine.stockHp,
        tunedHp: engine.tunedHp,
        stockNm: engine.stockNm,
        tunedNm: engine.tunedNm,
      }
      return [{ category: brand.category, candidate }]
    })
    const rowsFor = (table: ShowcaseTable) =>
      showcaseRows(
        candidates
          .filter(({ category }) => categoriesOf(table).includes(category))
          .map(({ candidate }) => candidate),
        ROWS_PER_TABLE,
      )
    return { cars: rowsFor('cars'), trucks: rowsFor('trucks') }
  },
  ['showcase'],
  { tags: [tags.catalogue] },
)
