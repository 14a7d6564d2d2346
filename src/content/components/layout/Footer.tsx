import { getTranslations } from 'next-intl/server'

import { ConsentSettingsButton } from '@/content/components/consent/ConsentSettingsButton.client'
import { Link } from '@/i18n/navigation'
import { getSiteSettings } from '@/kit/data/settings'

import { BusinessAddress } from './BusinessAddress'
import { FloatingCall } from './FloatingCall'
import { hrefOf } from './nav'
import { OpeningHours } from './OpeningHours'
import { ReviewWidget } from './ReviewWidget.client'

export async function Footer() {
  const [t, settings] = await Promise.all([getTranslations('Layout'), getSiteSettings()])
  return (
    <footer className="mt-20 bg-night text-fg-muted">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-3">
        <section>
          <h2 className="text-lg font-bold text-fg">{settings.businessName}</h2>
          <BusinessAddress settings={settings} linkClassName="underline" numbersClassName="" />
        </section>
        <section>
          <h2 className="text-lg font-bold text-fg">{t('openingHours')}</h2>
          <OpeningHours settings={settings} className="text-sm" />
        </section>
        <nav aria-label={t('info')}>
          <h2 className="text-lg font-bold text-fg">{t('info')}</h2>
          <ul className="mt-3 space-y-1 text-sm">
            {(
              ['services', 'chiptuning', 'about', 'contact', 'faq', 'terms', 'privacy'] as const
            ).map((key) => (
              <li key={key}>
                <Link href={hrefOf[key]} className="underline-offset-2 hover:underline">
                  {t(key)}
                </Link>
              </li>
            ))}
            <li>
              <ConsentSettingsButton label={t('cookieSettings')} />
            </li>
          </ul>
        </nav>
      </div>
      {settings.reviewWidget && (
        <div className="mx-auto max-w-6xl px-4 pb-6">
          <ReviewWidget
            scriptUrl={settings.reviewWidget.scriptUrl}
            widgetId={settings.reviewWidget.widgetId}
            label={t('reviews')}
          />
        </div>
      )}
      <p className="border-t border-white/10 py-4 text-center text-xs">
        {t('rights', { year: new Date().getFullYear(), business: settings.businessName })}
      </p>
      <FloatingCall phone={settings.phone} label={t('call')} bookLabel={t('book')} />
    </footer>
  )
}
