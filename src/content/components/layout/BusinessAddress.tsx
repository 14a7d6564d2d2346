import { getTranslations } from 'next-intl/server'

import type { SiteSettings } from '@/kit/data/settings'
import { telHref } from '@/kit/routes/links'

/**
 * The workshop's address, phone and e-mail from the site settings, then its KvK and VAT
 * numbers: the footer and the contact page show the same block in their own colours.
 */
export async function BusinessAddress({
  settings,
  withName = false,
  linkClassName,
  numbersClassName,
}: {
  settings: SiteSettings
  withName?: boolean
  linkClassName: string
  numbersClassName: string
}) {
  const t = await getTranslations('Layout')
  return (
    <>
      <address className="mt-3 not-italic leading-7">
        {withName && (
          <>
            {settings.businessName}
            <br />
          </>
        )}
        {settings.street}
        <br />
        {settings.postcode} {settings.city}
        <br />
        <a href={telHref(settings.phone)} className={linkClassName}>
          {settings.phone}
        </a>
        <br />
        <a href={`mailto:${settings.email}`} className={linkClassName}>
          {settings.email}
        </a>
      </address>
      <p className={`mt-3 text-sm ${numbersClassName}`}>
        {settings.kvk && t('kvk', { number: settings.kvk })}
        {settings.kvk && settings.vat && ' · '}
        {settings.vat && t('vat', { number: settings.vat })}
      </p>
    </>
  )
}
