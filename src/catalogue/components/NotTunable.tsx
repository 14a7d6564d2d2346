import { getLocale, getTranslations } from 'next-intl/server'

import { ClientMessages } from '@/content/components/ClientMessages'
import { buttonStyles } from '@/content/components/ui/button-styles'
import { getSiteSettings } from '@/content/data/settings'
import { telHref, type VehicleRef } from '@/content/rules/links'
import { localizedPath, routes } from '@/content/rules/routes'
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
        <p className="w-full text-slate-700">{t('notTunableAdvice')}</p>
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
