/** The feature's server side for other features, collections, jobs and routes: writes, mails, jobs. */
export { requestNoticeMail, requestReceivedMail } from '../mails'
export { detachRequest } from './detach'
export { createRequest } from './service'
export { requestErrorText } from './form-errors'
