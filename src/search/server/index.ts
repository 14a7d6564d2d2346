/** The vehicle search's server side: what the catalogue's revalidation tells it. */
export { catalogueChanges, markSearchStale } from './staleness'
