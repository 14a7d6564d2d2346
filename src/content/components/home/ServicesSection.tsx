import { getLocale, getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import type { Pricing } from '@/kit/data/settings'
import { formatEuro } from '@/kit/format/money'
import { routes } from '@/kit/routes/routes'
import { buttonStyles } from '@/kit/ui/button-styles'
import { Icon } from '@/kit/ui/Icon'
import { MoreLink } from '@/kit/ui/MoreLink'

import { HomeSection } from './HomeSection'

/** The workshop's services in the order a visitor weighs them, each with where to read on. */
const services = [
  { key: 'stage1', href: routes.services, icon: 'gauge' },
  { key: 'stage2', href: routes.services, icon: 'rocket' },
  { key: 'options', href: routes.options, icon: 'slidersHorizontal' },
  { key: 'mobile', href: routes.mobileService, icon: 'truck' },
  { key: 'diagnosis', href: routes.booking, icon: 'activity' },
  { key: 'economy', href: routes.fuelSaving, icon: 'leaf' },
] as const

type ServiceKey = (typeof services)[number]['key']

export async function ServicesSection({
  pricing,
  feePerKm,
}: {
  pricing: Pricing
  feePerKm: number
}) {
  const [t, locale] = await Promise.all([getTranslations('HomeServices'), getLocale()])
  const euro = (amount: number) => formatEuro(amount, locale)
  const notes: Partial<Record<ServiceKey, string>> = {
    stage1: t('from', { price: euro(pricing.stage1Fallback) }),
    stage2: t('onRequest'),
    options: t('optionFrom', { price: euro(pricing.optionFrom) }),
    mobile: t('perKm', { fee: euro(feePerKm) }),
  }
  return (
    <HomeSection id="services" title={t('title')} intro={t('intro')}>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map(({ key, href, icon }) => (
          <li
            key={key}
            className="flex flex-col rounded-2xl border border-line bg-card p-6 shadow-sm transition hover:border-accent hover:shadow-md"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-soft text-accent">
              <Icon name={icon} className="size-6" />
            </span>
            <h3 className="mt-4 text-xl font-bold">{t(`items.${key}.title`)}</h3>
            {notes[key] && <p className="mt-1 text-sm font-semibold text-accent">{notes[key]}</p>}
            <p className="mt-3 flex-1 text-fg-muted">
              {t(`items.${key}.text`, { gain: pricing.stage2MaxGain })}
            </p>
            <p className="mt-5">
              <MoreLink href={href} cta="services">
                {t(`items.${key}.link`)}
              </MoreLink>
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-10">
        <Link href={routes.booking} data-cta="services" className={buttonStyles.primary}>
          {t('book')}
        </Link>
      </p>
    </HomeSection>
  )
}
