import { getTranslations } from 'next-intl/server'

import type { PickerBrand } from '@/catalogue/components/VehiclePicker.client'
import type { CatalogueStats } from '@/catalogue/data'
import { HeroPicture } from '@/content/components/hero/HeroPicture'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { VehicleFinder } from '@/kenteken/components/VehicleFinder.client'
import type { SiteSettings } from '@/kit/data/settings'
import { chatHref } from '@/kit/routes/links'
import { routes } from '@/kit/routes/routes'
import { ClientMessages } from '@/kit/ui/ClientMessages'
import { Icon } from '@/kit/ui/Icon'
import { SearchField } from '@/search/components/SearchField'

// Without a display of its own: each link says whether (and where) it shows.
const link =
  'min-h-11 items-center rounded-lg px-1 font-semibold text-white underline decoration-accent decoration-2 underline-offset-4 hover:text-accent-hover'

/**
 * The first screen sells: title and slogan over the workshop's picture, and the vehicle finder
 * (plate, or brand and model) in a card beside them, so a visitor is one step from his car's
 * figures. Under it the spec's jump to the services and the Contact button (a chat on phones,
 * a mail on larger screens), and the whole brand list. Both finder forms work without script.
 */
export async function Hero({
  locale,
  settings,
  stats,
  brands,
}: {
  locale: Locale
  settings: SiteSettings
  stats: CatalogueStats
  brands: PickerBrand[]
}) {
  const [t, p] = await Promise.all([getTranslations('Home'), getTranslations('Picker')])
  const highlights = [
    { key: 'power', icon: 'zap' },
    { key: 'economy', icon: 'fuel' },
    { key: 'warranty', icon: 'shieldCheck' },
  ] as const
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-night text-white"
    >
      <HeroPicture
        type="home"
        locale={locale}
        sizes="100vw"
        className="absolute inset-0 -z-20 h-full w-full object-cover object-[72%_center] lg:object-[right_bottom]"
      />
      {/* Keeps the text at AA contrast over any photo: darkest where the words are. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-night/60 lg:bg-transparent lg:bg-linear-to-r lg:from-night lg:from-35% lg:via-night/80 lg:to-night/10"
      />
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-10 sm:pt-12 lg:pt-10 lg:pb-14">
        {/* The left column on a wide screen, the artwork's car and curves to its right. The finder
            comes right under the title: a phone's first screen holds it whole. */}
        <div className="lg:max-w-[38rem]">
          <p className="text-xs font-semibold tracking-widest text-accent uppercase sm:text-sm">
            {t('slogan')}
          </p>
          <h1
            id="hero-title"
            className="mt-1 text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl"
          >
            {t('title')}
          </h1>
          <p className="mt-4 hidden text-lg text-fg-muted sm:block">{t('subtitle')}</p>
          <section
            id="picker"
            aria-labelledby="picker-title"
            className="mt-4 scroll-mt-16 rounded-2xl bg-card p-4 text-fg shadow-xl sm:mt-6 sm:p-6"
          >
            <h2 id="picker-title" className="text-lg font-bold tracking-tight sm:text-xl">
              {p('title')}
            </h2>
            <div className="mt-3">
              <ClientMessages namespaces={['Picker', 'Kenteken']}>
                <VehicleFinder brands={brands} layout="hero" />
              </ClientMessages>
            </div>
            <div className="mt-4 border-t border-line pt-4">
              <SearchField locale={locale} tone="hero" />
            </div>
          </section>
          <p className="mt-6 text-fg-muted">
            {t('intro', { brands: stats.brands, engines: stats.engines })}
          </p>
          <ul className="mt-4 flex flex-wrap gap-2 text-sm font-semibold">
            {highlights.map(({ key, icon }) => (
              <li
                key={key}
                className="inline-flex items-center gap-2 rounded-full border border-white/20 bg-night/60 px-4 py-2"
              >
                <Icon name={icon} className="size-4 text-accent" />
                {t(`highlights.${key}`)}
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap gap-x-5 gap-y-1">
            <a href="#services" data-cta="hero" className={`${link} inline-flex`}>
              {t('ctaServices')}
            </a>
            <Link href={routes.brands} data-cta="hero-brands" className={`${link} inline-flex`}>
              {t('browse')}
            </Link>
            {settings.whatsapp && (
              <a
                href={chatHref(settings.whatsapp)}
                rel="noopener"
                data-cta="hero-contact"
                className={`${link} inline-flex md:hidden`}
              >
                {t('contact')}
              </a>
            )}
            <a
              href={`mailto:${settings.email}`}
              data-cta="hero-contact"
              className={`${link} ${settings.whatsapp ? 'hidden md:inline-flex' : 'inline-flex'}`}
            >
              {t('contact')}
            </a>
          </div>
        </div>
      </div>
    </section>
  )
}
