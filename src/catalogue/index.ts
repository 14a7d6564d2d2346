/** The feature's front door: its pure rules and types, for anyone (pages, other features' rules, the browser). */
export { brandSlugFor, fixedBrandPages } from './rules/brand-aliases'
export { categoryTabs, filterBrands, isBrandCategory, isCategoryTab } from './rules/categories'
export type { BrandCategory, CategoryTab } from './rules/categories'
export { resolveEngineAddress } from './rules/engine-address'
export { onSiteFee } from './rules/fee'
export { fuelGroup, fuelNamedGroup, groupByFuel } from './rules/fuel'
export type { FuelGroup } from './rules/fuel'
export { gainPercent, isTunable } from './rules/gain'
export {
  chosenOptions,
  packageLine,
  packagePage,
  quotePackage,
  quoteSummary,
} from './rules/package'
export type { PackageQuote, StoredOrder } from './rules/package'
export { stage1Price } from './rules/price'
export { findResult, packageSlug } from './rules/results'
export type { NamedResult } from './rules/results'
export type { ShowcaseRow } from './rules/showcase'
export { joinPath, powerSlug, slugify } from './rules/slug'
export {
  engineSlugsFromQuery,
  pickerTarget,
  queryText,
  vehicleFromQuery,
} from './rules/vehicle-query'
export type { QueryValue } from './rules/vehicle-query'
export { firstYear } from './rules/years'
export { promotionRuns, stage1Offer } from './rules/offer'
export { optionFits, optionsFor } from './rules/option-fuels'
export { engineDisplayName } from './rules/power'
export type { CatalogueRows } from './rules/catalogue-rows'
