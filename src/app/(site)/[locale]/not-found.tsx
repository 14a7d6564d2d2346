'use client'

import { useTranslations } from 'next-intl'

import { pageNotFoundTitle } from '@/content/components/layout/page-not-found'
import { buttonStyles } from '@/content/components/ui/button-styles'
import { routes } from '@/content/rules/routes'
import { Link } from '@/i18n/navigation'

/** Any path that names no page: the fixed not-found title, a translated help text and the way home. */
export default function NotFound() {
  const t = useTranslations('States')
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">{pageNotFoundTitle}</h1>
      <p className="mt-4 text-fg-muted">{t('pageNotFoundText')}</p>
      <Link href={routes.home} className={`${buttonStyles.primary} mt-8`}>
        {t('backHome')}
      </Link>
    </main>
  )
}
