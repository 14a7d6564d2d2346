/** The feature's server side for other features, collections, jobs and routes: writes, mails, jobs. */
// The feature's admin texts, registered with the admin's translations before Payload reads them.
import '../dashboard/texts'

export { withWorkshopTitle } from './admin-title'
export { resetMailHtml, resetMailSubject } from './reset-mail'
export { forgetAddressOnLogin, throttleStaffLogin } from './staff-login'
export { screenUser } from './admin-screen'
export { optionLabel } from './option-label'
