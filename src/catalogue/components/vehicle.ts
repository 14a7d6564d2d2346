import type { EnginePage } from '@/catalogue/data/types'
import type { Locale } from '@/i18n/locales'
import type { VehicleRef } from '@/kit/routes/links'
import { localizedPath, routes } from '@/kit/routes/routes'

import type { Crumb } from './Breadcrumbs'

/** The vehicle as booking, options and quote links carry it: display names plus the page path. */
export function vehicleOf(engine: EnginePage, locale: Locale): VehicleRef {
  return {
    brand: engine.brand.name,
    model: engine.model.name,
    buildYear: engine.year.label,
    engine: engine.name,
    path: localizedPath(locale, routes.catalogue(engine.path)),
  }
}

type Named = { slug: string; name: string }

/** Brand > model > build year > engine, as far down as the page is. */
export function catalogueTrail(
  brand: Named,
  model?: Named,
  year?: { slug: string; label: string },
  engine?: { name: string; path: string },
): Crumb[] {
  const trail: Crumb[] = [{ label: brand.name, href: routes.brand(brand.slug) }]
  if (model) trail.push({ label: model.name, href: routes.model(brand.slug, model.slug) })
  if (model && year)
    trail.push({ label: year.label, href: routes.year(brand.slug, model.slug, year.slug) })
  if (engine) trail.push({ label: engine.name, href: routes.catalogue(engine.path) })
  return trail
}

/** Brand > model > year > engine, as the engine, result and options pages show them. */
export function engineTrail(engine: EnginePage): Crumb[] {
  return catalogueTrail(engine.brand, engine.model, engine.year, engine)
}

/** The vehicle as a request about it (advice, a Stage 2 quote) is prefilled. */
export const requestPrefill = (vehicle: VehicleRef) => ({
  brand: vehicle.brand,
  model: vehicle.model,
  buildYear: vehicle.buildYear,
  engine: vehicle.engine,
})
