/** The catalogue as pages read it: overview lists, level lookups and the engine page. */
export { getBrandIndex, getBrandPage, getBrandSummary, getModelPage } from './overview'
export { getModelLevel, getYearLevel, getYearPage } from './levels'
export { getEngineAddress, getEnginePage, getEnginePaths } from './engine'
