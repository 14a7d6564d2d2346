/** The feature's server side for other features, collections, jobs and routes: writes, mails, jobs. */
// The feature's admin texts, registered with the admin's translations before Payload reads them.
import '../import/admin-texts'

export { renderBrochure } from '../brochure/render-brochure'
export { importTextsFrom } from '../import/admin-texts'
export { CATALOGUE_QUEUE, catalogueImportQueue, catalogueImportTasks } from '../import/jobs'
export { importCatalogue } from '../import/server/catalogue-import'
export type { ImportSummary } from '../import/server/catalogue-import'
export { exportCatalogue } from '../import/server/export-catalogue'
export type { StoredReport } from '../import/server/import-report'
export { applyProgress, importsDir } from '../import/server/import-run'
export { refreshRunningSite } from '../import/server/notify-site'
export { formatSummary } from '../import/server/report'
export { movedCatalogueUrl } from '../redirects/proxy'
export { isCataloguePath, isWithin, movesUnder, typedCataloguePath } from '../redirects/rules'
export { recordMoves } from '../redirects/server'
export { parseCatalogueCsv } from '../import/rules/parse'
export { fileProblemText } from '../import/rules/problem-texts'
