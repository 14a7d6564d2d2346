import { getLocale, getTranslations } from 'next-intl/server'

import { getSiteSettings } from '@/kit/data/settings'
import { telHref, type VehicleRef } from '@/kit/routes/links'
import { localizedPath, routes } from '@/kit/routes/routes'
import { buttonStyles } from '@/kit/ui/button-styles'
import { ClientMessages } from '@/kit/ui/ClientMessages'
import { RequestDialog } from '@/requests/components/RequestDialog.client'

import { StatusPanel } from './StatusPanel'
import { requestPrefill } from './vehicle'

/**
 * In place of the package cards for an engine whose data gives no gain (isTunable): no Stage 1
 * for sale, advice, and a request about this vehicle (without script the contact page) or a call.
 */
export async function NotTunable({ vehicle }: { vehicle: VehicleRef }) {
  const [t, f, settings, locale] = await Promise.all([
    getTranslations('Engine'),
    getTranslations('ContactForm'),
    getSiteSettings(),
    getLocale(),
  ])
  return (
    <div className="mt-10">
      <StatusPanel title={t('notTunableTitle')} text={t('notTunableText')} headingLevel={2}>
        <p className="w-full text-fg-muted">{t('notTunableAdvice')}</p>
        <ClientMessages namespaces={['ContactForm']}>
          <RequestDialog
            kind="advice"
            label={t('notTunableCta')}
            title={f('adviceTitle')}
            href={localizedPath(locale, routes.contact)}
            to={settings.email}
            prefill={requestPrefill(vehicle)}
            className={buttonStyles.primary}
          />
        </ClientMessages>
        <a href={telHref(settings.phone)} className={buttonStyles.secondary}>
          {settings.phone}
        </a>
      </StatusPanel>
    </div>
  )
}
