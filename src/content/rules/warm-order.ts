import { CATALOGUE } from '@/kit/routes/routes'

/**
 * The order in which pages are rendered ahead of visitors: the main pages, then the catalogue
 * from the top (brands, models, build years, engines: a visitor walks down, a crawler follows
 * the links the same way), then the CMS pages; each page in every language before the next.
 */
export function warmOrder(
  paths: readonly string[],
  {
    main,
    locales,
    defaultLocale,
  }: { main: readonly string[]; locales: readonly string[]; defaultLocale: string },
): string[] {
  const depth = (path: string) =>
    path === CATALOGUE ? 0 : path.startsWith(`${CATALOGUE}/`) ? path.split('/').length - 2 : 9
  const rest = [...new Set(paths)].filter((path) => !main.includes(path))
  const ordered = [...main, ...rest.sort((a, b) => depth(a) - depth(b) || a.localeCompare(b))]
  return ordered.flatMap((path) =>
    locales.map((locale) =>
      locale === defaultLocale ? path : `/${locale}${path === '/' ? '' : path}`,
    ),
  )
}

/** A catalogue page and the pages above it (its year, model and brand), which list it. */
export function withParents(path: string): string[] {
  if (!path.startsWith(`${CATALOGUE}/`)) return [path]
  const parts = path.slice(CATALOGUE.length + 1).split('/')
  return [CATALOGUE, ...parts.map((_, i) => `${CATALOGUE}/${parts.slice(0, i + 1).join('/')}`)]
}
