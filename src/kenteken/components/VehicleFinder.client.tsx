'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'

import { type PickerBrand } from '@/catalogue/client'
import { VehiclePicker } from '@/catalogue/components/VehiclePicker.client'

import { PlateLookup, type PickerPrefill } from './PlateLookup.client'

const layouts = {
  // Side by side on a wide screen, as a band of its own.
  section: {
    grid: 'grid gap-10 lg:grid-cols-[minmax(0,22rem)_1fr]',
    heading: 'text-lg',
    plateHeading: '',
  },
  // One column in the home hero's card: plate first, brand and model under it.
  // One column in the home hero's card: plate first, brand and model under it. The card's own
  // heading and the field's label already say "plate", so its heading is for screen readers.
  hero: { grid: 'grid gap-4', heading: 'text-base', plateHeading: 'sr-only' },
} as const

/** The plate field beside the picker: a plate without a matching engine preselects the picker. */
export function VehicleFinder({
  brands,
  layout = 'section',
}: {
  brands: PickerBrand[]
  layout?: keyof typeof layouts
}) {
  const t = useTranslations('Kenteken')
  const [prefill, setPrefill] = useState<{ brand?: string; model?: string }>({})
  const onPrefill = useCallback(
    (picker: PickerPrefill) => setPrefill({ brand: picker.brand?.slug, model: picker.model?.slug }),
    [],
  )
  const { grid, heading, plateHeading } = layouts[layout]
  return (
    <div className={grid}>
      <section aria-label={t('title')}>
        <h3 className={`mb-2 font-semibold ${heading} ${plateHeading}`}>{t('title')}</h3>
        <PlateLookup onPrefill={onPrefill} />
      </section>
      <section aria-label={t('pickTitle')}>
        <h3 className={`mb-2 font-semibold ${heading}`}>{t('pickTitle')}</h3>
        <VehiclePicker
          key={`${prefill.brand}/${prefill.model}`}
          brands={brands}
          initial={prefill}
          layout={layout === 'hero' ? 'card' : 'row'}
        />
      </section>
    </div>
  )
}
