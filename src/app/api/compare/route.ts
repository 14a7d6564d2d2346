import { compareRoute } from '@/search/data'

/** GET ?locale=nl&add=12 -> 303 to the comparison with that engine added. */
export const GET = compareRoute

// Every answer depends on the visitor's list: never prerendered.
export const dynamic = 'force-dynamic'
