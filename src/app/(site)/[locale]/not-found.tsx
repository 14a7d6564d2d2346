'use client'

import { useTranslations } from 'next-intl'

import { buttonStyles } from '@/components/ui/button-styles'
import { Link } from '@/i18n/navigation'

/** The spec's title stays as written in every language; the help text and link are translated. */
export default function NotFound() {
  const t = useTranslations('States')
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">Oops! Page not found</h1>
      <p className="mt-4 text-slate-700">{t('pageNotFoundText')}</p>
      <Link href="/" className={`${buttonStyles.primary} mt-8`}>
        {t('backHome')}
      </Link>
    </main>
  )
}
