import { getLocale, getTranslations } from 'next-intl/server'

import type { EnginePage } from '@/catalogue/data/types'
import type { Stage1Offer } from '@/catalogue/rules/offer'
import { toLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { appointmentHref, type VehicleRef } from '@/kit/routes/links'
import { routes } from '@/kit/routes/routes'
import { buttonStyles } from '@/kit/ui/button-styles'

import { Stage1Price } from '../Stage1Card'

/**
 * The vehicle the visitor came from. Names are the catalogue's when its engine page was
 * found; otherwise the query's, which React renders as plain text.
 */
export async function VehiclePanel({
  vehicle,
  engine,
  offer,
}: {
  vehicle: VehicleRef
  engine: EnginePage | null
  /** The engine's Stage 1, as its page states it. */
  offer: Stage1Offer | null
}) {
  const [t, e, locale] = await Promise.all([
    getTranslations('Options'),
    getTranslations('Engine'),
    getLocale(),
  ])
  const facts = [
    [t('brand'), vehicle.brand],
    [t('model'), vehicle.model],
    [t('buildYear'), vehicle.buildYear],
    [t('engine'), vehicle.engine],
  ] as const
  return (
    <section
      aria-labelledby="vehicle-title"
      className="mt-8 rounded-2xl border border-accent/30 bg-accent-soft p-6"
    >
      <h2 id="vehicle-title" className="text-xl font-bold">
        {t('vehicleTitle')}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-fg-muted">{label}</dt>
            <dd className="font-semibold break-words text-fg">{value}</dd>
          </div>
        ))}
      </dl>
      {engine && (
        <p className="mt-4 font-semibold text-success">
          {t('figures', {
            stockHp: engine.stockHp,
            tunedHp: engine.tunedHp,
            stockNm: engine.stockNm,
            tunedNm: engine.tunedNm,
          })}
        </p>
      )}
      {offer && (
        <div className="mt-4">
          <h3 className="font-semibold">{e('stage1')}</h3>
          <Stage1Price offer={offer} locale={toLocale(locale)} />
        </div>
      )}
      <p className="mt-3 text-fg-muted">{t('vehicleText')}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link href={appointmentHref(vehicle)} data-cta="options" className={buttonStyles.primary}>
          {t('bookVehicle')}
        </Link>
        {engine && (
          <Link href={routes.catalogue(engine.path)} className={buttonStyles.secondary}>
            {t('backToEngine')}
          </Link>
        )}
      </div>
    </section>
  )
}
