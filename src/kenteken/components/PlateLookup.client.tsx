'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useState } from 'react'

import { toLocale } from '@/i18n/locales'
import { Link, useRouter } from '@/i18n/navigation'
import { displayPlate } from '@/kenteken/rules/plate'
import { localizedPath, routes } from '@/kit/routes/routes'
import { buttonStyles } from '@/kit/ui/button-styles'

import { onlyMatch, type LookupState } from './lookup-state'
import { PlateInput } from './PlateInput'
import { usePlateLookup, type FoundVehicle } from './use-plate-lookup'
import { useReasons, VehicleFacts } from './VehicleFacts'

export type PickerPrefill = FoundVehicle['picker']

type Props = {
  onPrefill?: (picker: PickerPrefill) => void
  /** What the server found for this form sent without script (/merken?plate=). */
  initial?: { plate: string; state: LookupState }
}

/**
 * The plate field: one matching engine opens its page, several are offered as a short list,
 * none hands brand and model to the picker (onPrefill) or links to their pages. Without script
 * the form goes to /merken?plate=, where the server looks the plate up and shows the same.
 */
export function PlateLookup({ onPrefill, initial }: Props) {
  const t = useTranslations('Kenteken')
  const locale = toLocale(useLocale())
  const id = useId()
  const router = useRouter()
  const reasons = useReasons()
  const [plate, setPlate] = useState(initial?.plate ?? '')
  const { state, search } = usePlateLookup(initial?.state)
  const only = onlyMatch(state)

  useEffect(() => {
    if (only) router.push(only.path)
  }, [only, router])

  // A server answer came by the address (/merken?plate=): once the script runs the plate leaves
  // the address bar, so it is not kept in history or sent along as the page's address.
  useEffect(() => {
    if (!initial) return
    const url = new URL(window.location.href)
    if (!url.searchParams.has('plate')) return
    url.searchParams.delete('plate')
    window.history.replaceState(window.history.state, '', url)
  }, [initial])

  useEffect(() => {
    if (state.phase === 'found' && state.vehicle.matches.length === 0)
      onPrefill?.(state.vehicle.picker)
  }, [state, onPrefill])

  return (
    <form
      action={localizedPath(locale, routes.brands)}
      className="grid gap-3"
      aria-describedby={`${id}-hint`}
      onSubmit={(event) => {
        event.preventDefault()
        void search(plate)
      }}
    >
      <label htmlFor={`${id}-plate`} className="text-sm font-medium text-fg">
        {t('label')}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <PlateInput
          id={`${id}-plate`}
          name="plate"
          value={plate}
          placeholder={t('placeholder')}
          aria-invalid={state.phase === 'problem' && state.problem === 'invalid'}
          aria-describedby={`${id}-hint ${id}-result`}
          onChange={(event) => setPlate(event.target.value.toUpperCase())}
          onBlur={() => setPlate((value) => displayPlate(value.trim()))}
        />
        <button
          type="submit"
          className={buttonStyles.primary}
          disabled={state.phase === 'searching'}
        >
          {t('submit')}
        </button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-fg-muted sm:text-sm">
        {t('hint')}{' '}
        <Link href={routes.privacy} className="underline">
          {t('privacy')}
        </Link>
      </p>
      <div id={`${id}-result`} aria-live="polite" className="text-sm">
        {state.phase === 'searching' && <p>{t('searching')}</p>}
        {state.phase === 'problem' && (
          <p className="text-danger">
            {t(`problems.${state.problem}`, { plate: state.plate ?? '' })}
          </p>
        )}
        {state.phase === 'found' && (
          <div className="grid gap-2">
            <VehicleFacts vehicle={state.vehicle} />
            {only && (
              <p>
                {t.rich('opening', {
                  engine: only.label,
                  // The page opens by itself; the link is there while a slow connection loads it.
                  link: (chunks) => (
                    <Link href={only.path} className="font-semibold text-accent underline">
                      {chunks}
                    </Link>
                  ),
                })}
              </p>
            )}
            {state.vehicle.matches.length > 1 && (
              <>
                <p>{t('choose')}</p>
                <ul className="grid gap-2">
                  {state.vehicle.matches.map((match) => (
                    <li key={match.path}>
                      <Link
                        href={match.path}
                        className="block rounded-lg border border-line-strong bg-card px-3 py-2 hover:border-accent focus:ring-2 focus:ring-accent/40 focus:outline-none"
                      >
                        <span className="font-semibold">{match.label}</span>
                        <span className="block text-xs text-fg-muted">
                          {t('fits', { reasons: reasons(match.why) })}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            )}
            {state.vehicle.matches.length === 0 && (
              <NoMatch picker={state.vehicle.picker} prefilled={Boolean(onPrefill)} />
            )}
          </div>
        )}
      </div>
    </form>
  )
}

function NoMatch({ picker, prefilled }: { picker: PickerPrefill; prefilled: boolean }) {
  const t = useTranslations('Kenteken')
  if (!picker.brand) return <p>{t('noBrand')}</p>
  if (prefilled)
    return (
      <p>
        {t('noEnginePicker', {
          vehicle: [picker.brand.name, picker.model?.name].filter(Boolean).join(' '),
        })}
      </p>
    )
  const href = picker.model
    ? routes.model(picker.brand.slug, picker.model.slug)
    : routes.brand(picker.brand.slug)
  return (
    <p>
      {t('noEngine')}{' '}
      <Link href={href} className="font-semibold text-accent underline">
        {t('browse', {
          vehicle: [picker.brand.name, picker.model?.name].filter(Boolean).join(' '),
        })}
      </Link>
    </p>
  )
}
