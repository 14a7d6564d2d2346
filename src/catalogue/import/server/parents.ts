import type { PlannedRow } from '@/catalogue/import/rules/engine-slugs'
import { changedFields, distinctBy } from '@/catalogue/import/rules/plan'
import type { BrandCategory } from '@/catalogue/rules/categories'
import { joinPath } from '@/catalogue/rules/slug'

import type { Row } from './existing'
import type { Counts, Writer } from './writer'

type Stored = Record<'brands' | 'models' | 'years', Map<string, Row>>

/**
 * Brands, models and build years of the accepted rows, created or renamed top down (each
 * level needs its parent's id), counted into `counts`. Returns each row's parent ids.
 */
export async function writeParents(
  writer: Writer,
  { brands, models, years }: Stored,
  accepted: readonly PlannedRow[],
  counts: Record<'brands' | 'models' | 'years', Counts>,
  newBrandCategory?: BrandCategory,
) {
  const brandIds = await writer.upsertParents(
    'brands',
    brands,
    distinctBy(
      accepted,
      (r) => r.brandSlug,
      (r) => ({ name: r.brand, slug: r.brandSlug, path: r.brandSlug }),
    ),
    counts.brands,
    (data) => ({ ...data, category: newBrandCategory ?? 'cars' }),
    () => ({}),
  )
  const modelIds = await writer.upsertParents(
    'models',
    models,
    distinctBy(
      accepted,
      (r) => joinPath(r.brandSlug, r.modelSlug),
      (r) => ({
        name: r.model,
        slug: r.modelSlug,
        path: joinPath(r.brandSlug, r.modelSlug),
        brand: brandIds.get(r.brandSlug),
      }),
    ),
    counts.models,
    (data) => data,
    (stored, data) => changedFields(stored, data, ['name']),
  )
  const yearIds = await writer.upsertParents(
    'build-years',
    years,
    distinctBy(
      accepted,
      (r) => r.yearPath,
      (r) => ({
        label: r.year,
        slug: r.yearSlug,
        sortYear: r.sortYear,
        path: r.yearPath,
        model: modelIds.get(joinPath(r.brandSlug, r.modelSlug)),
        brand: brandIds.get(r.brandSlug),
      }),
    ),
    counts.years,
    (data) => data,
    (stored, data) => changedFields(stored, data, ['label']),
  )
  return (row: PlannedRow) => ({
    buildYear: yearIds.get(row.yearPath),
    model: modelIds.get(joinPath(row.brandSlug, row.modelSlug)),
    brand: brandIds.get(row.brandSlug),
  })
}
