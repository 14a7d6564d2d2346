'use client'

import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { useLocale, useTranslations } from 'next-intl'

import { usePathname, useRouter } from '@/i18n/navigation'
import { type Locale, localeLabels, locales } from '@/i18n/locales'

/** Moves to the same page in another language; next-intl stores the choice in its cookie. */
export function useSwitchLocale() {
  const router = useRouter()
  const pathname = usePathname()
  // The query is read at click time: useSearchParams would make every cached page render on the client.
  return (locale: Locale) => router.replace(`${pathname}${window.location.search}`, { locale })
}

export function LanguageSwitcher() {
  const t = useTranslations('Layout')
  const current = useLocale() as Locale
  const switchTo = useSwitchLocale()
  // Not modal: a modal menu marks the page aria-hidden while its links stay focusable.
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium" aria-label={t('chooseLanguage')}>
        <span aria-hidden="true">{localeLabels[current].flag}</span> {current.toUpperCase()}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-40 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
          {locales.map((locale) => (
            <DropdownMenu.Item
              key={locale}
              lang={locale}
              onSelect={() => switchTo(locale)}
              aria-current={locale === current ? 'true' : undefined}
              className={`flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-brand-50 ${locale === current ? 'font-bold text-brand-700' : ''}`}
            >
              <span aria-hidden="true">{localeLabels[locale].flag}</span>
              {localeLabels[locale].name}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
