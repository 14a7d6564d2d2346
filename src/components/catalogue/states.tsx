import { getTranslations } from 'next-intl/server'

import { buttonStyles } from '@/components/ui/button-styles'
import { Link } from '@/i18n/navigation'

import { BackButton } from './BackButton.client'
import { StatusPanel } from './StatusPanel'

/** The catalogue's not-found and pending screens of the spec, each with its way out. */
export async function BrandNotFound() {
  const t = await getTranslations('States')
  return (
    <StatusPanel title={t('brandNotFound')} text={t('brandNotFoundText')}>
      <Link href="/merken" className={buttonStyles.primary}>
        {t('backToBrands')}
      </Link>
    </StatusPanel>
  )
}

export async function YearNotFound() {
  const t = await getTranslations('States')
  return (
    <StatusPanel title={t('yearNotFound')} text={t('yearNotFoundText')}>
      <Link href="/merken" className={buttonStyles.primary}>
        {t('backToBrands')}
      </Link>
    </StatusPanel>
  )
}

export async function EngineNotFound() {
  const t = await getTranslations('States')
  return (
    <StatusPanel title={t('engineNotFound')} text={t('engineNotFoundText')}>
      <Link href="/contact" className={buttonStyles.primary}>
        {t('contact')}
      </Link>
    </StatusPanel>
  )
}

export async function ResultNotFound() {
  const t = await getTranslations('Result')
  const s = await getTranslations('States')
  return (
    <StatusPanel title={t('notFound')} text={t('notFoundText')}>
      <Link href="/merken" className={buttonStyles.primary}>
        {s('backToBrands')}
      </Link>
    </StatusPanel>
  )
}

/** When a brand, model or engine has no data: contact or go back. */
export async function Maintenance({ title, text, headingLevel = 1 }: { title?: string; text?: string; headingLevel?: 1 | 2 }) {
  const t = await getTranslations('States')
  return (
    <StatusPanel title={title ?? t('maintenance')} text={text ?? t('maintenanceText')} headingLevel={headingLevel}>
      <Link href="/contact" className={buttonStyles.primary}>
        {t('contact')}
      </Link>
      <BackButton label={t('back')} />
    </StatusPanel>
  )
}
