import { getLocale, getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import { getSiteSettings } from '@/kit/data/settings'
import { appointmentHref, type VehicleRef } from '@/kit/routes/links'
import { localizedPath, routes } from '@/kit/routes/routes'
import { buttonStyles } from '@/kit/ui/button-styles'
import { ClientMessages } from '@/kit/ui/ClientMessages'
import { RequestDialog } from '@/requests/components/RequestDialog.client'

import { TileSection } from './TileSection'
import { requestPrefill } from './vehicle'

export async function Advantages() {
  const t = await getTranslations('Engine')
  const advantages = [
    { key: 'power', icon: 'zap' },
    { key: 'response', icon: 'timer' },
    { key: 'economy', icon: 'fuel' },
    { key: 'safe', icon: 'shieldCheck' },
  ] as const
  return (
    <TileSection
      id="advantages-title"
      title={t('advantagesTitle')}
      items={advantages.map(({ key, icon }) => ({ text: t(`advantages.${key}`), icon }))}
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
            prefill={requestPrefill(vehicle)}
          />
        </ClientMessages>
        <Link href={appointmentHref(vehicle)} className={buttonStyles.primary}>
          {t('book')}
        </Link>
      </div>
    </section>
  )
}
