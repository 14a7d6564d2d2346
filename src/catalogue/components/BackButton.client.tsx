'use client'

import { buttonStyles } from '@/kit/ui/button-styles'

export function BackButton({ label }: { label: string }) {
  return (
    <button type="button" className={buttonStyles.secondary} onClick={() => window.history.back()}>
      {label}
    </button>
  )
}
