import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { localizedPath, routes } from '@/kit/routes/routes'

import { SearchBox } from './SearchBox.client'

/** The vehicle search field with its texts, for any server-rendered page. */
export async function SearchField({
  locale,
  initial,
  compare,
  tone,
}: {
  locale: Locale
  initial?: string
  compare?: readonly string[]
  tone?: 'page' | 'hero'
}) {
  const t = await getTranslations({ locale, namespace: 'Search' })
  return (
    <SearchBox
      action={localizedPath(locale, routes.search)}
      locale={locale}
      initial={initial}
      compare={compare?.length ? compare.join(',') : undefined}
      tone={tone}
      labels={{
        label: t('label'),
        placeholder: t('placeholder'),
        submit: t('submit'),
        suggestions: t('suggestions'),
        noSuggestions: t('noSuggestions'),
      }}
    />
  )
}
