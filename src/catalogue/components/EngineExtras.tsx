import { getLocale, getTranslations } from 'next-intl/server'

import { ClientMessages } from '@/content/components/ClientMessages'
import { buttonStyles } from '@/content/components/ui/button-styles'
import { getSiteSettings } from '@/content/data/settings'
import { appointmentHref, type VehicleRef } from '@/content/rules/links'
import { localizedPath, routes } from '@/content/rules/routes'
import { Link } from '@/i18n/navigation'
import { RequestDialog } from '@/requests/components/RequestDialog.client'

import { TileSection } from './TileSection'

export async function Advantages() {
  const t = await getTranslations('Engine')
  const keys = ['power', 'response', 'economy', 'safe'] as const
  return (
    <TileSection
      id="advantages-title"
      title={t('advantagesTitle')}
      items={keys.map((key) => t(`advantages.${key}`))}
    />
  )
}

/**
 * Closing call to action: personal advice (a request about this vehicle; without script the
 * contact page) or straight to the booking.
 */
export async function ClosingCta({ vehicle }: { vehicle: VehicleRef }) {
  const t = await getTranslations('Engine')
  const f = await getTranslations('ContactForm')
  const settings = await getSiteSettings()
  return (
    <section className="mt-12 rounded-2xl bg-night p-8 text-fg">
      <h2 className="text-2xl font-bold">{t('ctaTitle')}</h2>
      <p className="mt-2 text-fg-muted">{t('ctaText')}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <ClientMessages namespaces={['ContactForm']}>
          <RequestDialog
            kind="advice"
            label={t('advice')}
            title={f('adviceTitle')}
            href={localizedPath(await getLocale(), routes.contact)}
            to={settings.email}
            prefill={{
              brand: vehicle.brand,
              model: vehicle.model,
              buildYear: vehicle.buildYear,
              engine: vehicle.engine,
            }}
          />
        </ClientMessages>
        <Link href={appointmentHref(vehicle)} className={buttonStyles.primary}>
          {t('book')}
        </Link>
      </div>
    </section>
  )
}
