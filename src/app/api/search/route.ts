import { searchRoute } from '@/search/data'

/** GET ?q=golf+7&locale=nl -> suggestions for the vehicle search box. */
export const GET = searchRoute

// Every answer depends on the query: never prerendered.
export const dynamic = 'force-dynamic'
