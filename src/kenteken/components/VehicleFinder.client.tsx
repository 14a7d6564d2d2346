'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'

import { VehiclePicker, type PickerBrand } from '@/catalogue/client'

import { PlateLookup, type PickerPrefill } from './PlateLookup.client'

/** The plate field beside the picker: a plate without a matching engine preselects the picker. */
export function VehicleFinder({ brands }: { brands: PickerBrand[] }) {
  const t = useTranslations('Kenteken')
  const [prefill, setPrefill] = useState<{ brand?: string; model?: string }>({})
  const onPrefill = useCallback(
    (picker: PickerPrefill) => setPrefill({ brand: picker.brand?.slug, model: picker.model?.slug }),
    [],
  )
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,22rem)_1fr]">
      <section aria-label={t('title')}>
        <h3 className="mb-3 text-lg font-semibold">{t('title')}</h3>
        <PlateLookup onPrefill={onPrefill} />
      </section>
      <section aria-label={t('pickTitle')}>
        <h3 className="mb-3 text-lg font-semibold">{t('pickTitle')}</h3>
        <VehiclePicker
          key={`${prefill.brand}/${prefill.model}`}
          brands={brands}
          initial={prefill}
        />
      </section>
    </div>
  )
}
