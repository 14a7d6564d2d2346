import { getLocale, getTranslations } from 'next-intl/server'

import { formatEuro } from '@/catalogue/rules/money'
import { buttonStyles } from '@/content/components/ui/button-styles'
import { MoreLink } from '@/content/components/ui/MoreLink'
import type { Pricing } from '@/content/data/settings'
import { routes } from '@/content/rules/routes'
import { Link } from '@/i18n/navigation'

import { HomeSection } from './HomeSection'

/** The workshop's services in the order a visitor weighs them, each with where to read on. */
const services = [
  { key: 'stage1', href: routes.services },
  { key: 'stage2', href: routes.services },
  { key: 'options', href: routes.options },
  { key: 'mobile', href: routes.mobileService },
  { key: 'diagnosis', href: routes.booking },
  { key: 'economy', href: routes.fuelSaving },
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
        {services.map(({ key, href }) => (
          <li
            key={key}
            className="flex flex-col rounded-2xl border border-line bg-card p-6 shadow-sm transition hover:border-accent hover:shadow-md"
          >
            <h3 className="text-xl font-bold">{t(`items.${key}.title`)}</h3>
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
