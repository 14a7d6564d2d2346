'use client'

import { useTranslations } from 'next-intl'

/**
 * Shown while a brand, model, year or engine page loads on client navigation. The overview has
 * no loading boundary: its filtered grid must arrive complete for visitors without JavaScript.
 */
export default function Loading() {
  const t = useTranslations('Common')
  return (
    <div role="status" className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-slate-700">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-slate-200 border-t-brand-700" aria-hidden="true" />
      <span className="font-medium">{t('loading')}</span>
      <span className="text-sm">{t('loadingData')}</span>
    </div>
  )
}
