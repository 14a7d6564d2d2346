'use client'

import { useTranslations } from 'next-intl'

import { pageNotFoundTitle } from '@/content/client'
import { Link } from '@/i18n/navigation'
import { routes } from '@/kit/routes/routes'
import { buttonStyles } from '@/kit/ui/button-styles'

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
