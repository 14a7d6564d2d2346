import type { EnginePage } from '@/data/types'
import type { VehicleRef } from '@/domain/links'

import type { Crumb } from './Breadcrumbs'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/seo/alternates'

/** The vehicle as booking, options and quote links carry it: display names plus the page path. */
export function vehicleOf(engine: EnginePage, locale: Locale): VehicleRef {
  return {
    brand: engine.brand.name,
    model: engine.model.name,
    buildYear: engine.year.label,
    engine: engine.name,
    path: localizedPath(locale, `/merken/${engine.path}`),
  }
}

/** Brand > model > year > engine, as the engine and result pages show them. */
export function engineTrail(engine: EnginePage): Crumb[] {
  const model = `/merken/${engine.brand.slug}/${engine.model.slug}`
  return [
    { label: engine.brand.name, href: `/merken/${engine.brand.slug}` },
    { label: engine.model.name, href: model },
    { label: engine.year.label, href: `${model}/${engine.year.slug}` },
    { label: engine.name, href: `/merken/${engine.path}` },
  ]
}
