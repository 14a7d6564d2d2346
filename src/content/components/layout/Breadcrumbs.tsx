import { getTranslations } from 'next-intl/server'

import { JsonLd } from '@/content/components/seo/JsonLd'
import { absoluteUrl } from '@/content/seo/alternates'
import { breadcrumbJsonLd } from '@/content/seo/structured-data'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { routes } from '@/kit/routes/routes'

export type Crumb = { label: string; href: string }

/** Home > … > this page, visible and as BreadcrumbList data. The last crumb is the page itself. */
export async function Breadcrumbs({ locale, trail }: { locale: Locale; trail: Crumb[] }) {
  const t = await getTranslations({ locale, namespace: 'Common' })
  const crumbs: Crumb[] = [{ label: t('home'), href: routes.home }, ...trail]
  return (
    <nav aria-label={t('breadcrumb')} className="text-sm text-fg-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1
          return (
            <li key={crumb.href} className="flex items-center gap-1">
              {index > 0 && <span aria-hidden="true">›</span>}
              {last ? (
                <span aria-current="page" className="font-medium text-fg">
                  {crumb.label}
                </span>
              ) : (
                <Link href={crumb.href} className="hover:text-accent hover:underline">
                  {crumb.label}
                </Link>
              )}
            </li>
          )
        })}
      </ol>
      <JsonLd
        data={breadcrumbJsonLd(
          crumbs.map((crumb) => ({ name: crumb.label, url: absoluteUrl(locale, crumb.href) })),
        )}
      />
    </nav>
  )
}
