import { getTranslations } from 'next-intl/server'

import type { CatalogueStats } from '@/catalogue/data/catalogue-stats'
import { buttonStyles } from '@/content/components/ui/button-styles'
import type { SiteSettings } from '@/content/data/settings'
import { chatHref } from '@/content/rules/links'

/**
 * Title, slogan, subtitle and tagline, a jump to the services and a Contact button: on phones
 * a chat opens (the app is at hand there), on larger screens a mail to the info address.
 */
export async function Hero({ settings, stats }: { settings: SiteSettings; stats: CatalogueStats }) {
  const t = await getTranslations('Home')
  const highlights = ['power', 'economy', 'warranty'] as const
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-night text-fg"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(234,88,12,0.35),transparent_60%)]"
      />
      <div className="mx-auto max-w-6xl px-4 py-20 sm:py-28">
        <p className="text-sm font-semibold tracking-widest text-accent uppercase">{t('slogan')}</p>
        <h1
          id="hero-title"
          className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl"
        >
          {t('title')}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-fg-muted sm:text-xl">{t('subtitle')}</p>
        <p className="mt-3 max-w-2xl text-fg-muted">
          {t('intro', { brands: stats.brands, engines: stats.engines })}
        </p>
        <ul className="mt-8 flex flex-wrap gap-3 text-sm font-semibold">
          {highlights.map((key) => (
            <li key={key} className="rounded-full border border-white/20 bg-white/5 px-4 py-2">
              {t(`highlights.${key}`)}
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap gap-3">
          <a href="#services" data-cta="hero" className={buttonStyles.primary}>
            {t('ctaServices')}
          </a>
          {settings.whatsapp && (
            <div className="md:hidden">
              <a
                href={chatHref(settings.whatsapp)}
                rel="noopener"
                data-cta="hero-contact"
                className={buttonStyles.secondary}
              >
                {t('contact')}
              </a>
            </div>
          )}
          <div className={settings.whatsapp ? 'hidden md:block' : undefined}>
            <a
              href={`mailto:${settings.email}`}
              data-cta="hero-contact"
              className={buttonStyles.secondary}
            >
              {t('contact')}
            </a>
          </div>
        </div>
      </div>
    </section>
  )
}
