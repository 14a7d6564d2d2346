'use client'

import { openConsentSettings } from '@/content/client/consent-store'

/** Reopens the cookie settings after a choice was made (a choice must stay revocable). */
export function ConsentSettingsButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={openConsentSettings}
      className="underline-offset-2 hover:underline"
    >
      {label}
    </button>
  )
}
