'use client'

import { trackEvent } from '@/lib/analytics'

export function FloatingCall({ phone, label }: { phone: string; label: string }) {
  const tel = `tel:${phone.replace(/[^+\d]/g, '')}`
  return (
    <a
      href={tel}
      aria-label={label}
      onClick={() => trackEvent('floating_call_click', { phone_number: phone })}
      className="fixed right-4 bottom-4 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-2xl text-white shadow-lg hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <span aria-hidden="true">✆</span>
    </a>
  )
}
