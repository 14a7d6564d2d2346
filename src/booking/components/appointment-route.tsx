import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { toLocale } from '@/i18n/locales'

import {
  AppointmentPage,
  appointmentMetadata,
  queryValue,
  type SearchParams,
} from './AppointmentPage'
import type { VehiclePrefill } from '../data/types'

type Variant = 'general' | 'stage1'
type RouteProps = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }

/**
 * Where each appointment page finds the vehicle in its query: the engine page's Stage 1 link
 * names the fields in Dutch, as the address visitors see and share.
 */
const vehicleQuery: Record<Variant, Partial<Record<keyof VehiclePrefill, string>>> = {
  general: { brand: 'brand', model: 'model', buildYear: 'buildYear', engine: 'engine' },
  // Stage 1 also names the engine page (its path) and the options chosen there.
  stage1: {
    brand: 'merk',
    model: 'model',
    buildYear: 'bouwjaar',
    engine: 'motorvariant',
    path: 'path',
    options: 'opties',
  },
}

/** The metadata and page of an appointment route: the booking form, the vehicle prefilled. */
export function appointmentRoute(variant: Variant) {
  return {
    async generateMetadata({ params }: RouteProps): Promise<Metadata> {
      return appointmentMetadata(toLocale((await params).locale), variant)
    },
    async Page({ params, searchParams }: RouteProps) {
      const locale = toLocale((await params).locale)
      setRequestLocale(locale)
      const query = await searchParams
      const prefill = Object.fromEntries(
        Object.entries(vehicleQuery[variant]).map(([field, name]) => {
          const value = query[name]
          // The engine page's form names each ticked option once: opties=a&opties=b.
          if (field === 'options')
            return [field, queryValue(Array.isArray(value) ? value.join(',') : value, 500)]
          return [field, queryValue(value, field === 'path' ? 300 : undefined)]
        }),
      ) as VehiclePrefill
      return <AppointmentPage locale={locale} variant={variant} prefill={prefill} query={query} />
    },
  }
}
