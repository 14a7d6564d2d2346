/** /automerken is the brand overview under another name; its canonical URL is /merken. */
export { default, generateMetadata } from '../merken/page'

// Filters come from the query string, so the page renders per request (its data is cached).
export const dynamic = 'force-dynamic'
