/** The feature's server side for other features, collections, jobs and routes: writes, mails, jobs. */
// The feature's admin texts, registered with the admin's translations before Payload reads them.
import '../admin/texts'

export { exportHeadingKeys } from '../admin/texts'
export { retentionTask } from '../jobs/retention'
export { eraseSubjectAndRecord, exportSubject } from './subject-actions'
export { recordChange, recordDelete, recordGlobalChange } from './audit'
export { forgetRunsOfBookings, runsOfBookings } from './dyno-runs'
