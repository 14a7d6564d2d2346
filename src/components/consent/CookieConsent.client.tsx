'use client'

import dynamic from 'next/dynamic'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { buttonStyles } from '@/components/ui/button-styles'
import { Link } from '@/i18n/navigation'
import { cookieBannerId } from '@/domain/analytics/consent'
import { onOpenConsentSettings, saveConsent, useConsent } from '@/lib/consent-store'

// The dialog (and its Radix parts) loads on first opening, not with every page.
const ConsentSettings = dynamic(
  () => import('./ConsentSettings.client').then((module) => module.ConsentSettings),
  { ssr: false },
)

/**
 * The cookie banner at the bottom of the page, shown until the visitor makes a choice. It is in
 * the server's HTML (the choice is unknown there): an inline script in the layout hides it
 * before the first paint when a choice is stored, and hydration then removes it.
 */
/** `privacyHref` comes from the layout: the route builder stays out of every page's first load. */
export function CookieConsent({ privacyHref }: { privacyHref: string }) {
  const t = useTranslations('Consent')
  const consent = useConsent()
  const [settingsOpen, setSettingsOpen] = useState(false)

  useEffect(() => onOpenConsentSettings(() => setSettingsOpen(true)), [])

  const showBanner = (consent === null || consent === undefined) && !settingsOpen
  return (
    <>
      {showBanner && (
        <section
          id={cookieBannerId}
          // The inline script may have set `hidden` before hydration.
          suppressHydrationWarning
          aria-labelledby="cookie-banner-title"
          className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white shadow-[0_-4px_24px_rgba(15,23,42,0.12)]"
        >
          <div className="relative mx-auto flex max-w-6xl flex-col gap-4 px-4 py-4 pr-12 lg:flex-row lg:items-center">
            <div className="flex-1 text-sm text-slate-700">
              <h2 id="cookie-banner-title" className="text-base font-bold text-ink-900">
                {t('title')}
              </h2>
              <p className="mt-1">
                {t('text')}{' '}
                <Link href={privacyHref} className="font-medium text-brand-700 underline">
                  {t('privacy')}
                </Link>
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                onClick={() => saveConsent('all')}
                className={`${buttonStyles.primary} px-4 py-2 text-sm`}
              >
                {t('acceptAll')}
              </button>
              <button
                type="button"
                onClick={() => saveConsent('functional')}
                className={`${buttonStyles.secondary} px-4 py-2 text-sm`}
              >
                {t('functionalOnly')}
              </button>
              <button
                type="button"
                onClick={() => saveConsent('none')}
                className={`${buttonStyles.secondary} px-4 py-2 text-sm`}
              >
                {t('rejectAll')}
              </button>
              <button
                type="button"
                onClick={() => setSettingsOpen(true)}
                className="px-2 py-2 text-sm font-semibold text-slate-800 underline underline-offset-2"
              >
                {t('settings')}
              </button>
            </div>
            <button
              type="button"
              onClick={() => saveConsent('all')}
              aria-label={t('closeAcceptAll')}
              className="absolute top-3 right-3 rounded p-1 text-xl leading-none text-slate-600 hover:text-ink-900"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        </section>
      )}
      {settingsOpen && (
        <ConsentSettings open onOpenChange={setSettingsOpen} analyticsOn={consent === 'all'} />
      )}
    </>
  )
}
