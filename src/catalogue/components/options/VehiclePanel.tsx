import { getTranslations } from 'next-intl/server'

import type { EnginePage } from '@/catalogue/data/types'
import { buttonStyles } from '@/content/components/ui/button-styles'
import { appointmentHref, type VehicleRef } from '@/content/rules/links'
import { routes } from '@/content/rules/routes'
import { Link } from '@/i18n/navigation'

/**
 * The vehicle the visitor came from. Names are the catalogue's when its engine page was
 * found; otherwise the query's, which React renders as plain text.
 */
export async function VehiclePanel({
  vehicle,
  engine,
}: {
  vehicle: VehicleRef
  engine: EnginePage | null
}) {
  const t = await getTranslations('Options')
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
