import { Breadcrumbs } from '@/content/components/layout/Breadcrumbs'
import type { Locale } from '@/i18n/locales'

/** A CMS page's top: its breadcrumb, its title as the page's one h1, and its intro. */
export function ContentHead({
  locale,
  title,
  intro,
  href,
}: {
  locale: Locale
  title: string
  intro?: string | null
  href: string
}) {
  return (
    <>
      <Breadcrumbs locale={locale} trail={[{ label: title, href }]} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {intro && <p className="mt-3 max-w-3xl text-lg text-fg-muted">{intro}</p>}
    </>
  )
}
