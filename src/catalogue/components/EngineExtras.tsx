import { getTranslations } from 'next-intl/server'

import { buttonStyles } from '@/content/components/ui/button-styles'
import { appointmentHref, type VehicleRef } from '@/content/rules/links'
import { routes } from '@/content/rules/routes'
import { Link } from '@/i18n/navigation'

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

/** Closing call to action: personal advice (the contact page) or straight to the booking. */
export async function ClosingCta({ vehicle }: { vehicle: VehicleRef }) {
  const t = await getTranslations('Engine')
  return (
    <section className="mt-12 rounded-2xl bg-ink-900 p-8 text-white">
      <h2 className="text-2xl font-bold">{t('ctaTitle')}</h2>
      <p className="mt-2 text-slate-200">{t('ctaText')}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link href={routes.contact} className={buttonStyles.secondary}>
          {t('advice')}
        </Link>
        <Link href={appointmentHref(vehicle)} className={buttonStyles.primary}>
          {t('book')}
        </Link>
      </div>
    </section>
  )
}
