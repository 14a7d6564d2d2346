import type { VehicleRef } from '@/kit/routes/links'
import { routes, type SitePath } from '@/kit/routes/routes'
import { firstParam } from '@/platform/search-param'

/** A search parameter as Next hands it over: missing, once, or repeated. */
export type QueryValue = string | string[] | undefined

/** Longer than any brand, model, year or engine name (a path has four of them). */
const MAX_NAME = 100
const MAX_PATH = 4 * MAX_NAME

/**
 * One query value as safe display text: the first of repeated values, control characters
 * dropped, white space folded, and cut to a bounded length (by character, not UTF-16 unit).
 */
export function queryText(value: QueryValue, maxLength = MAX_NAME): string {
  const first = firstParam(value)
  if (first === undefined) return ''
  const clean = first
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return Array.from(clean).slice(0, maxLength).join('').trim()
}

export type EngineSlugs = { brand: string; model: string; year: string; engine: string }

const segment = '([a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?)'
const enginePath = new RegExp(
  `^(?:/[a-z]{2})?${routes.brands}/${segment}/${segment}/${segment}/${segment}$`,
)

/** The slugs of an engine page path ("/merken/audi/a4/2015-2019/150pk", maybe under /en or /de). */
export function engineSlugsOf(path: string): EngineSlugs | null {
  const match = enginePath.exec(path)
  if (!match) return null
  const [, brand, model, year, engine] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
  ]
  return { brand, model, year, engine }
}

/** The engine page the query's path names, if it names one. */
export function engineSlugsFromQuery(query: Record<string, QueryValue>): EngineSlugs | null {
  return engineSlugsOf(queryText(query.path, MAX_PATH))
}

/**
 * The vehicle an engine page's options link carries (see optionsHref): all four names are
 * needed to speak of one vehicle; the path is kept only when it is an engine page path.
 */
export function vehicleFromQuery(query: Record<string, QueryValue>): VehicleRef | null {
  const vehicle = {
    brand: queryText(query.brand),
    model: queryText(query.model),
    buildYear: queryText(query.buildYear),
    engine: queryText(query.engine),
  }
  if (Object.values(vehicle).some((value) => value === '')) return null
  const path = queryText(query.path, MAX_PATH)
  return { ...vehicle, path: engineSlugsOf(path) ? path : '' }
}

type PickerCatalogue = { slug: string; models: { slug: string }[] }[]

/**
 * Where the home picker sent without script (/merken?brand=&model=) leads: the chosen model's
 * page, or the brand's page when no model came with it (a browser without script cannot fill
 * the model list). Only slugs of the catalogue lead anywhere.
 */
export function pickerTarget(
  brands: PickerCatalogue,
  query: Record<string, QueryValue>,
): SitePath | null {
  const brand = brands.find((entry) => entry.slug === queryText(query.brand))
  if (!brand) return null
  const model = brand.models.find((entry) => entry.slug === queryText(query.model))
  return model ? routes.model(brand.slug, model.slug) : routes.brand(brand.slug)
}
