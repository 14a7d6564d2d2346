'use client'

import { useLinkStatus } from 'next/link'
import { useTranslations } from 'next-intl'

/**
 * The loading spinner of the catalogue pages, shown while a link inside which it sits is
 * navigating. Pages arrive whole from the server (no loading boundary, so they read without
 * JavaScript); this covers the wait on client-side navigation only.
 */
export function LinkPending() {
  const { pending } = useLinkStatus()
  const t = useTranslations('Common')
  if (!pending) return null
  return (
    <span
      role="status"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-canvas/80 text-fg-muted"
    >
      <span
        className="h-10 w-10 animate-spin rounded-full border-4 border-line border-t-accent"
        aria-hidden="true"
      />
      <span className="font-medium">{t('loading')}</span>
      <span className="text-sm">{t('loadingData')}</span>
    </span>
  )
}
