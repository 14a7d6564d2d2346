'use client'

import * as Select from '@radix-ui/react-select'
import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { buttonStyles } from '@/components/ui/button-styles'
import { useRouter } from '@/i18n/navigation'

export type PickerBrand = { slug: string; name: string; models: { slug: string; name: string }[] }

function Picker({ id, label, placeholder, value, options, disabled, onChange }: {
  id: string
  label: string
  placeholder: string
  value: string
  options: { slug: string; name: string }[]
  disabled?: boolean
  onChange: (value: string) => void
}) {
  return (
    <div className="grid gap-1">
      <label id={`${id}-label`} htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <Select.Root value={value || undefined} onValueChange={onChange} disabled={disabled}>
        <Select.Trigger
          id={id}
          aria-labelledby={`${id}-label`}
          className="flex w-full items-center justify-between rounded-lg border border-slate-300 bg-white px-4 py-3 text-left data-[disabled]:cursor-not-allowed data-[disabled]:bg-slate-100 data-[placeholder]:text-slate-600"
        >
          <Select.Value placeholder={placeholder} />
          <Select.Icon aria-hidden="true">▾</Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content position="popper" sideOffset={4} className="z-50 w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg">
            <Select.Viewport className="max-h-[300px] overflow-y-auto p-1">
              {options.map((option) => (
                <Select.Item
                  key={option.slug}
                  value={option.slug}
                  className="cursor-pointer rounded px-3 py-2 outline-none data-[highlighted]:bg-brand-50 data-[state=checked]:font-semibold"
                >
                  <Select.ItemText>{option.name}</Select.ItemText>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </div>
  )
}

/**
 * Home vehicle picker: brand, then model (cleared by a new brand), then the model page.
 * `initial` preselects what a plate look-up found (remount with a new key to apply another).
 */
export function VehiclePicker({ brands, initial }: { brands: PickerBrand[]; initial?: { brand?: string; model?: string } }) {
  const t = useTranslations('Picker')
  const router = useRouter()
  const id = useId()
  const known = brands.find((b) => b.slug === initial?.brand)
  const [brand, setBrand] = useState(known?.slug ?? '')
  const [model, setModel] = useState(known?.models.some((m) => m.slug === initial?.model) ? (initial?.model ?? '') : '')
  const models = brands.find((b) => b.slug === brand)?.models ?? []

  return (
    <form
      className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-end"
      onSubmit={(event) => {
        event.preventDefault()
        if (brand && model) router.push(`/merken/${brand}/${model}`)
      }}
    >
      <Picker
        id={`${id}-brand`}
        label={t('brand')}
        placeholder={t('brandPlaceholder')}
        value={brand}
        options={brands}
        onChange={(next) => {
          setBrand(next)
          setModel('')
        }}
      />
      <Picker
        key={brand}
        id={`${id}-model`}
        label={t('model')}
        placeholder={t('modelPlaceholder')}
        value={model}
        options={models}
        disabled={!brand}
        onChange={setModel}
      />
      <button type="submit" className={buttonStyles.primary} disabled={!brand || !model}>
        {t('submit')}
      </button>
    </form>
  )
}
