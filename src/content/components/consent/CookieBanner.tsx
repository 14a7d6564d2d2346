import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import { buttonStyles } from '@/kit/ui/button-styles'

import { CookieConsent } from './CookieConsent.client'

/**
 * The three choices the banner offers, each a button naming its choice in `data-consent`. They
 * look the same and share one row (one column on a phone), each as wide as the others:
 * refusing is as easy and as visible as accepting, as the Autoriteit Persoonsgegevens asks.
 */
const choices = [
  ['all', 'acceptAll'],
  ['functional', 'functionalOnly'],
  ['none', 'rejectAll'],
] as const

/**
 * The cookie banner, rendered on the server so that it paints with the page; the client frame
 * only decides whether it shows and acts on the `data-consent` of the button pressed.
 */
export async function CookieBanner({ privacyHref }: { privacyHref: string }) {
  const t = await getTranslations('Consent')
  return (
    <CookieConsent>
      <div className="relative mx-auto flex max-w-6xl flex-col gap-4 px-4 py-4 pr-12 lg:flex-row lg:items-center">
        <div className="flex-1 text-sm text-fg-muted">
          <h2 id="cookie-banner-title" className="text-base font-bold text-fg">
            {t('title')}
          </h2>
          <p className="mt-1">
            {t('text')}{' '}
            <Link href={privacyHref} className="font-medium text-accent underline">
              {t('privacy')}
            </Link>
          </p>
        </div>
        <div className="grid gap-2 sm:grid-cols-3 lg:flex-none">
          {choices.map(([consent, label]) => (
            <button
              key={consent}
              type="button"
              data-consent={consent}
              className={`${buttonStyles.secondary} w-full px-4 py-2 text-sm`}
            >
              {t(label)}
            </button>
          ))}
        </div>
        <button
          type="button"
          data-consent="settings"
          className="self-start px-2 py-2 text-sm font-semibold text-fg underline underline-offset-2 lg:self-center"
        >
          {t('settings')}
        </button>
        {/* Closing the banner is no consent: it keeps what the site needs and nothing more. */}
        <button
          type="button"
          data-consent="functional"
          aria-label={t('closeFunctional')}
          className="absolute top-3 right-3 rounded p-1 text-xl leading-none text-fg-muted hover:text-fg"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </CookieConsent>
  )
}
