import type { EnginePage } from '@/data/types'
import type { VehicleRef } from '@/domain/links'
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
