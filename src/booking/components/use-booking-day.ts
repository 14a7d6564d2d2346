'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import type { AvailabilityRequest } from '@/booking/rules/endpoints'
import { toast } from '@/kit/ui/toast'

import { askDay } from './booking-api'

type Locale = NonNullable<AvailabilityRequest['locale']>

/** The chosen day, its places as the server reports them, and whether one is reserved. */
export function useBookingDay(locale: Locale) {
  const t = useTranslations('Booking')
  const [date, setDate] = useState<string>()
  const [checking, setChecking] = useState(false)
  const [slots, setSlots] = useState<string[]>([])
  const [reason, setReason] = useState<string | null>(null)
  const [full, setFull] = useState(false)
  const [placeReserved, setPlaceReserved] = useState(false)

  function clear(next?: string) {
    setDate(next)
    setPlaceReserved(false)
    setSlots([])
    setReason(null)
    setFull(false)
  }

  async function pick(next: string | undefined) {
    clear(next)
    if (!next) return
    setChecking(true)
    const result = await askDay({ date: next, locale })
    setChecking(false)
    if (result.kind === 'open') setSlots(result.slots)
    else if (result.kind === 'closed') {
      setReason(result.reason)
      setFull(result.full)
      toast.error(t('toasts.unavailable'), { description: result.reason ?? undefined })
    } else if (result.kind === 'failed') {
      toast.error(t('toasts.error'), { description: t('toasts.availabilityError') })
    } else {
      toast.error(t('toasts.network'), { description: t('toasts.networkText') })
    }
  }

  return {
    date,
    checking,
    slots,
    reason,
    /** The day is full: its waitlist can be joined. */
    full,
    placeReserved,
    pick,
    reserve: () => setPlaceReserved(true),
    reset: () => clear(undefined),
  }
}

export type BookingDay = ReturnType<typeof useBookingDay>
