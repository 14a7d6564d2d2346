/** The feature's server-only modules, for route handlers: staff-only routes and downloads. */
export { staffDownload, staffRequest } from '../server/staff-route'
