'use client'

import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'
import { routes } from '@/kit/routes/routes'
import { buttonStyles } from '@/kit/ui/button-styles'

import { BackButton } from './BackButton.client'
import { StatusPanel } from './StatusPanel'

// Client components: not-found boundaries get no route params, so the locale comes from the
// layout's client provider (namespace States) rather than from the request.

function NotFoundPanel({
  title,
  text,
  to,
}: {
  title: string
  text: string
  to: 'brands' | 'contact'
}) {
  const t = useTranslations('States')
  return (
    <StatusPanel title={title} text={text}>
      <Link
        href={to === 'brands' ? routes.brands : routes.contact}
        className={buttonStyles.primary}
      >
        {to === 'brands' ? t('backToBrands') : t('contact')}
      </Link>
    </StatusPanel>
  )
}

export function BrandNotFound() {
  const t = useTranslations('States')
  return <NotFoundPanel title={t('brandNotFound')} text={t('brandNotFoundText')} to="brands" />
}

export function YearNotFound() {
  const t = useTranslations('States')
  return <NotFoundPanel title={t('yearNotFound')} text={t('yearNotFoundText')} to="brands" />
}

export function EngineNotFound() {
  const t = useTranslations('States')
  return <NotFoundPanel title={t('engineNotFound')} text={t('engineNotFoundText')} to="contact" />
}

export function ResultNotFound() {
  const t = useTranslations('States')
  return <NotFoundPanel title={t('resultNotFound')} text={t('resultNotFoundText')} to="brands" />
}

/** When a brand, model or engine has no data: contact or go back. */
export function Maintenance({
  title,
  text,
  headingLevel = 1,
}: {
  title?: string
  text?: string
  headingLevel?: 1 | 2
}) {
  const t = useTranslations('States')
  return (
    <StatusPanel
      title={title ?? t('maintenance')}
      text={text ?? t('maintenanceText')}
      headingLevel={headingLevel}
    >
      <Link href={routes.contact} className={buttonStyles.primary}>
        {t('contact')}
      </Link>
      <BackButton label={t('back')} />
    </StatusPanel>
  )
}
