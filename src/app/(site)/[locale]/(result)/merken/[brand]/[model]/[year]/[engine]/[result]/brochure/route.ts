import { getTranslations } from 'next-intl/server'

import { slugify } from '@/catalogue'
import { getResultPage, brochureContent } from '@/catalogue/data'
import { renderBrochure } from '@/catalogue/server'
import { absoluteUrl } from '@/content/server'
import { toLocale } from '@/i18n/locales'
import { getSiteSettings } from '@/kit/data/settings'
import { routes } from '@/kit/routes/routes'

type Context = RouteContext<'/[locale]/merken/[brand]/[model]/[year]/[engine]/[result]/brochure'>

// Rendered on first request, then kept like the page until the catalogue, pricing or settings change.
export const dynamic = 'force-static'

export function generateStaticParams() {
  return []
}

/** "Download Brochure" on the result page: that package for that vehicle as a one-page PDF. */
export async function GET(_request: Request, { params }: Context) {
  const p = await params
  const locale = toLocale(p.locale)
  const [page, settings] = await Promise.all([getResultPage({ ...p, locale }), getSiteSettings()])
  if (!page) {
    const t = await getTranslations({ locale, namespace: 'States' })
    return new Response(t('resultNotFound'), {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  const url = absoluteUrl(locale, routes.result(page.engine.path, page.result.slug))
  const content = await brochureContent(page, settings, locale, url)
  const pdf = await renderBrochure(content)
  const t = await getTranslations({ locale, namespace: 'Brochure' })
  const fileName = `${t('fileName')}-${slugify(page.engine.path.replaceAll('/', '-'))}-${page.result.slug}.pdf`
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Content-Length': String(pdf.length),
    },
  })
}
