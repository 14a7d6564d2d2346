import { brandMarks, brandMarkSvg } from '@/catalogue/components/brand-marks'

type Context = RouteContext<'/brand-marks/[file]'>

// Every mark is written when the site is built; any other address is a 404.
export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams() {
  return Object.keys(brandMarks).map((slug) => ({ file: `${slug}.svg` }))
}

/** A make's mark as an SVG file (see brand-marks.ts), kept a day by browsers. */
export async function GET(_request: Request, { params }: Context) {
  const { file } = await params
  const svg = file.endsWith('.svg') ? brandMarkSvg(file.slice(0, -'.svg'.length)) : undefined
  if (!svg) return new Response('Not found', { status: 404 })
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
    },
  })
}
