'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import type { AvailabilityRequest } from '@/booking/rules/endpoints'
import { toast } from '@/kit/ui/toast'

import { askDay } from './booking-api'
import type { ChosenDay } from '../data/types'

type Locale = NonNullable<AvailabilityRequest['locale']>

/**
 * The chosen day, its places as the server reports them, and whether one is reserved; `chosen`
 * is a day the page's address picked, already asked for by the server.
 */
export function useBookingDay(locale: Locale, chosen?: ChosenDay) {
  const t = useTranslations('Booking')
  const [date, setDate] = useState<string | undefined>(chosen?.date)
  const [checking, setChecking] = useState(false)
  const [slots, setSlots] = useState<string[]>(chosen?.slots ?? [])
  const [reason, setReason] = useState<string | null>(chosen?.reason ?? null)
  const [full, setFull] = useState(chosen?.full ?? false)
  const [placeReserved, setPlaceReserved] = useState(chosen?.placeReserved ?? false)

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
