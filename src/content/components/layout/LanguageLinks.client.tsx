'use client'

import { useLocale } from 'next-intl'

import { languageSwitchHref } from '@/content/rules/language-switch'
import { localeNames, locales, toLocale } from '@/i18n/locales'
import { usePathname } from '@/i18n/navigation'

import { LocaleFlag } from './LocaleFlag'

/**
 * The same page in each language, as plain links: without script they go through the switch
 * that stores the choice (languageSwitchHref). Each names its language in `data-locale`, so a
 * menu with script switches on the client instead (keeping the query, see useSwitchLocale).
 */
export function LanguageLinks({
  className,
  linkClassName,
  currentClassName,
  otherClassName = '',
  short = false,
}: {
  className: string
  linkClassName: string
  currentClassName: string
  otherClassName?: string
  /** The language code (NL) on screen; the name (Nederlands) is read out with it. */
  short?: boolean
}) {
  const current = toLocale(useLocale())
  const pathname = usePathname()
  return (
    <ul className={className}>
      {locales.map((locale) => (
        <li key={locale}>
          <a
            href={languageSwitchHref(locale, pathname)}
            hrefLang={locale}
            lang={locale}
            data-locale={locale}
            aria-current={locale === current ? 'true' : undefined}
            className={`${linkClassName} ${locale === current ? currentClassName : otherClassName}`}
          >
            <LocaleFlag locale={locale} />{' '}
            {short ? (
              <>
                {locale.toUpperCase()}
                <span className="sr-only"> {localeNames[locale]}</span>
              </>
            ) : (
              localeNames[locale]
            )}
          </a>
        </li>
      ))}
    </ul>
  )
}
