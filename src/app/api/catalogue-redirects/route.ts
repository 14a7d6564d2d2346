import { getCatalogueMoves } from '@/catalogue/data'

/** The moved catalogue paths, read by the proxy (public: the old and new paths are public). */
export async function GET() {
  return Response.json(
    { moves: await getCatalogueMoves() },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
