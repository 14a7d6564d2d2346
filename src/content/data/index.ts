/** The feature's cached reads for pages (server only). */
export { getContentPage, getFaqs } from './pages'
export { getSitemapPaths } from './sitemap'
