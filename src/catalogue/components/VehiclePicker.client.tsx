'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { toLocale } from '@/i18n/locales'
import { useRouter } from '@/i18n/navigation'
import { localizedPath, routes } from '@/kit/routes/routes'
import { buttonStyles } from '@/kit/ui/button-styles'

const chevron = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 12 8'%3E%3Cpath d='M1 1l5 5 5-5' fill='none' stroke='%23334155' stroke-width='2'/%3E%3C/svg%3E")`

export type PickerBrand = { slug: string; name: string; models: { slug: string; name: string }[] }

/**
 * A native select: the platform's own list, keyboard handling and phone picker, with no script
 * of ours to download for it.
 */
function Picker({
  id,
  name,
  label,
  placeholder,
  value,
  options,
  disabled,
  onChange,
}: {
  id: string
  name: string
  label: string
  placeholder: string
  value: string
  options: { slug: string; name: string }[]
  disabled?: boolean
  onChange: (value: string) => void
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className="w-full appearance-none rounded-lg border border-line-strong bg-card bg-[length:12px] bg-[right_1rem_center] bg-no-repeat px-4 py-3 pr-10 text-left disabled:cursor-not-allowed disabled:bg-panel invalid:text-fg-muted"
        style={{ backgroundImage: chevron }}
        required
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.slug} value={option.slug}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  )
}

const layouts = {
  // Brand, model and the button on one line where there is room.
  row: 'grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-end',
  // In a card (the home hero): brand and model side by side, the button across under them.
  card: 'grid gap-3 sm:grid-cols-2 sm:items-end sm:[&>button]:col-span-2 sm:[&>noscript]:col-span-2',
} as const

/**
 * Home vehicle picker: brand, then model (cleared by a new brand), then the model page.
 * `initial` preselects what a plate look-up found (remount with a new key to apply another).
 * Without script the model list stays empty: the form then sends the brand to /merken, which
 * opens the brand's page with its models.
 */
export function VehiclePicker({
  brands,
  initial,
  layout = 'row',
}: {
  brands: PickerBrand[]
  initial?: { brand?: string; model?: string }
  layout?: keyof typeof layouts
}) {
  const t = useTranslations('Picker')
  const locale = toLocale(useLocale())
  const router = useRouter()
  const id = useId()
  const known = brands.find((b) => b.slug === initial?.brand)
  const [brand, setBrand] = useState(known?.slug ?? '')
  const [model, setModel] = useState(
    known?.models.some((m) => m.slug === initial?.model) ? (initial?.model ?? '') : '',
  )
  const models = brands.find((b) => b.slug === brand)?.models ?? []

  return (
    <form
      action={localizedPath(locale, routes.brands)}
      className={layouts[layout]}
      onSubmit={(event) => {
        event.preventDefault()
        if (brand && model) router.push(routes.model(brand, model))
      }}
    >
      <Picker
        id={`${id}-brand`}
        name="brand"
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
        name="model"
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
      <noscript>
        <button type="submit" className={buttonStyles.secondary}>
          {t('showBrand')}
        </button>
      </noscript>
    </form>
  )
}
