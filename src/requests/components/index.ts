/** The feature's UI for pages and other features' server components. */
export { ContactSection } from './ContactSection'
export { RequestDialog } from './RequestDialog.client'
