'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useState } from 'react'

import { Link, usePathname } from '@/i18n/navigation'
import { type Locale, localeLabels, locales } from '@/i18n/locales'

import { useSwitchLocale } from './LanguageSwitcher.client'
import { homeHref, hrefOf, mobileSections } from './nav'

/** The phone menu: a disclosure that closes on any link or language choice, and on Escape. */
export function MobileMenu() {
  const t = useTranslations('Layout')
  const [open, setOpen] = useState(false)
  const id = useId()
  const pathname = usePathname()
  const current = useLocale() as Locale
  const switchTo = useSwitchLocale()

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <div className="md:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={open ? t('closeMenu') : t('openMenu')}
        onClick={() => setOpen((value) => !value)}
        className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium"
      >
        {open ? '✕' : '☰'} {t('menu')}
      </button>
      <nav
        id={id}
        hidden={!open}
        aria-label={t('menu')}
        className="absolute inset-x-0 top-full max-h-96 overflow-y-auto border-b border-slate-200 bg-white px-4 py-4 shadow-lg"
      >
        {mobileSections.map((section) => (
          <section key={section.title} className="mb-4">
            <h2 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {t(section.title)}
            </h2>
            <ul className="mt-1">
              {section.links.map((key) => (
                <li key={key}>
                  <Link
                    href={key === 'home' ? homeHref(pathname) : hrefOf[key]}
                    onClick={() => setOpen(false)}
                    className="block py-2 font-medium"
                  >
                    {t(key)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section>
          <h2 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {t('language')}
          </h2>
          <ul className="mt-1 flex gap-2">
            {locales.map((locale) => (
              <li key={locale}>
                <button
                  type="button"
                  lang={locale}
                  aria-current={locale === current ? 'true' : undefined}
                  onClick={() => {
                    setOpen(false)
                    switchTo(locale)
                  }}
                  className={`rounded-lg border px-3 py-2 text-sm ${locale === current ? 'border-brand-700 font-bold text-brand-700' : 'border-slate-300'}`}
                >
                  <span aria-hidden="true">{localeLabels[locale].flag}</span>{' '}
                  {localeLabels[locale].name}
                </button>
              </li>
            ))}
          </ul>
        </section>
      </nav>
    </div>
  )
}
