import { getFormatter, getTranslations } from 'next-intl/server'

import { PRICE } from '@/catalogue/components/package-price-slot'
import { PackageChoice } from '@/catalogue/components/PackageChoice.client'
import type { Stage1Offer } from '@/catalogue/rules/offer'
import type { Locale } from '@/i18n/locales'
import type { Pricing } from '@/kit/data/settings'
import { formatEuro } from '@/kit/format/money'
import { type VehicleRef, stage1BookingQuery } from '@/kit/routes/links'
import { localizedPath, routes } from '@/kit/routes/routes'
import { buttonStyles } from '@/kit/ui/button-styles'

/**
 * Stage 1's price as the offer states it: one price, "vanaf" only for the Pricing fallback; while
 * a promotion runs, its price with the engine's own struck through and the promotion's last day.
 */
export async function Stage1Price({
  offer,
  locale,
  size = 'card',
}: {
  offer: Stage1Offer
  locale: Locale
  /** The package page's header states it larger than the card. */
  size?: 'card' | 'large'
}) {
  const [t, c, format] = await Promise.all([
    getTranslations({ locale, namespace: 'Engine' }),
    getTranslations({ locale, namespace: 'Common' }),
    getFormatter({ locale }),
  ])
  const price = offer.from
    ? t('priceFrom', { price: offer.price })
    : t('price', { price: offer.price })
  return (
    <div className="mt-2">
      <p>
        <span className={`${size === 'large' ? 'text-4xl' : 'text-3xl'} font-extrabold`}>
          {price}
        </span>{' '}
        {offer.normalPrice !== undefined && (
          <del className="text-lg font-semibold text-fg-muted">
            <span className="sr-only">{t('normalPrice')} </span>
            {t('price', { price: offer.normalPrice })}
          </del>
        )}
        {size === 'card' && (
          <>
            {' '}
            <span className="text-sm text-fg-muted">{c('inclVat')}</span>
          </>
        )}
      </p>
      {offer.promotionEnds && (
        <p className="mt-1 text-sm font-semibold text-accent">
          {t('promoUntil', {
            date: format.dateTime(new Date(offer.promotionEnds), {
              day: 'numeric',
              month: 'long',
              year: 'numeric',
              timeZone: 'Europe/Amsterdam',
            }),
          })}
        </p>
      )}
    </div>
  )
}

/**
 * The Stage 1 card's form: the options that fit the engine as checkboxes, the total and the
 * button to the booking. A form, not a link: the ticked options travel with or without script.
 */
export async function Stage1Form({
  vehicle,
  offer,
  options,
  locale,
}: {
  vehicle: VehicleRef
  offer: Stage1Offer
  options: Pricing['options']
  locale: Locale
}) {
  const [t, p] = await Promise.all([
    getTranslations({ locale, namespace: 'Engine' }),
    getTranslations({ locale, namespace: 'Package' }),
  ])
  const euro = (amount: number) => formatEuro(amount, locale)
  // The total's line with a slot for the amount: filled here for the page, in the browser later.
  const totalLine = p(offer.from ? 'totalFrom' : 'total', { price: PRICE })
  return (
    <form action={localizedPath(locale, routes.stage1Booking)} method="get">
      {Object.entries(stage1BookingQuery(vehicle)).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <PackageChoice
        base={offer.price}
        locale={locale}
        legend={p('optionsLegend')}
        totalTemplate={totalLine}
        options={options.map((option) => ({
          id: option.id,
          name: option.name,
          price: option.price,
          label: p('option', { name: option.name, price: euro(option.price) }),
        }))}
        initialTotal={totalLine.replace(PRICE, euro(offer.price))}
      />
      <button type="submit" className={`${buttonStyles.primary} mt-6 w-full text-sm`}>
        {t('stage1Cta')}
      </button>
    </form>
  )
}
