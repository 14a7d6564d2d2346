'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { buttonStyles } from '@/kit/ui/button-styles'

import { usePlateLookup, type FoundVehicle, type VehicleMatch } from './use-plate-lookup'
import { useReasons } from './VehicleFacts'

export type VehicleFields = VehicleMatch['vehicle']

/** What is known without an engine match: our brand and model names, else the RDW's. */
function partial(vehicle: FoundVehicle): VehicleFields {
  return {
    brand: vehicle.picker.brand?.name ?? vehicle.make,
    model: vehicle.picker.model?.name ?? vehicle.model ?? '',
    buildYear: '',
    engine: '',
  }
}

/**
 * Beside the booking form's plate field: fills brand, model, build year and engine from the
 * plate, after the visitor asks for it (a plate typed for the booking alone goes nowhere).
 */
export function PlateVehicleFill({
  plate,
  onFill,
}: {
  plate: string
  onFill: (vehicle: VehicleFields) => void
}) {
  const t = useTranslations('Kenteken')
  const reasons = useReasons()
  const { state, search } = usePlateLookup()
  const [filled, setFilled] = useState<string | null>(null)
  const fill = (vehicle: VehicleFields, message: string) => {
    onFill(vehicle)
    setFilled(message)
  }

  async function lookup() {
    setFilled(null)
    const next = await search(plate)
    if (next.phase !== 'found') return
    const [first, ...others] = next.vehicle.matches
    if (first && others.length === 0) fill(first.vehicle, t('filled', { vehicle: first.label }))
    else if (!first) {
      const known = partial(next.vehicle)
      fill(known, t('fillPartial', { vehicle: `${known.brand} ${known.model}`.trim() }))
    }
  }

  return (
    <div className="grid gap-2 text-sm sm:col-span-2">
      <div>
        <button
          type="button"
          className={`${buttonStyles.secondary} disabled:opacity-50`}
          disabled={!plate?.trim() || state.phase === 'searching'}
          onClick={() => void lookup()}
        >
          {t('fill')}
        </button>
      </div>
      <div aria-live="polite">
        {state.phase === 'searching' && <p>{t('searching')}</p>}
        {state.phase === 'problem' && (
          <p className="text-danger">
            {t(`problems.${state.problem}`, { plate: state.plate ?? '' })}
          </p>
        )}
        {filled && <p className="font-medium">{filled}</p>}
        {state.phase === 'found' && state.vehicle.matches.length > 1 && !filled && (
          <fieldset className="grid gap-2">
            <legend className="mb-1">{t('fillChoose')}</legend>
            {state.vehicle.matches.map((match) => (
              <button
                key={match.path}
                type="button"
                className="rounded-lg border border-line-strong bg-card px-3 py-2 text-left hover:border-accent focus:ring-2 focus:ring-accent/40 focus:outline-none"
                onClick={() => fill(match.vehicle, t('filled', { vehicle: match.label }))}
              >
                <span className="font-semibold">{match.label}</span>
                <span className="block text-xs text-fg-muted">
                  {t('fits', { reasons: reasons(match.why) })}
                </span>
              </button>
            ))}
          </fieldset>
        )}
      </div>
    </div>
  )
}
