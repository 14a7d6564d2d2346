'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { buttonStyles } from '@/content/components/ui/button-styles'
import { localizedPath, routes } from '@/content/rules/routes'
import { toLocale } from '@/i18n/locales'
import { useRouter } from '@/i18n/navigation'

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

/**
 * Home vehicle picker: brand, then model (cleared by a new brand), then the model page.
 * `initial` preselects what a plate look-up found (remount with a new key to apply another).
 * Without script the model list stays empty: the form then sends the brand to /merken, which
 * opens the brand's page with its models.
 */
export function VehiclePicker({
  brands,
  initial,
}: {
  brands: PickerBrand[]
  initial?: { brand?: string; model?: string }
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
      className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-end"
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
