import type { Locale } from '@/i18n/locales'

/** A language's flag, drawn by the stylesheet (`.flag` in globals.css). */
export function LocaleFlag({ locale }: { locale: Locale }) {
  return <span aria-hidden="true" className={`flag flag-${locale}`} />
}
