'use client'

import { useTranslations } from 'next-intl'

import { fuelNamedGroup } from '@/catalogue/client'

import type { FoundVehicle, MatchReason } from './use-plate-lookup'

/** "VOLKSWAGEN GOLF, 2018, Benzine, 230 pk": what the RDW told us, so the visitor can check it. */
export function VehicleFacts({ vehicle }: { vehicle: FoundVehicle }) {
  const t = useTranslations('Kenteken')
  // The RDW names fuels in Dutch ("Benzine + Elektriciteit"): shown in the page's language.
  const fuel = vehicle.fuel
    ?.split(' + ')
    .map((name) => {
      const group = fuelNamedGroup(name)
      return group ? t(`fuel.${group}`) : name
    })
    .join(' + ')
  const parts = [
    [vehicle.make, vehicle.model].filter(Boolean).join(' '),
    vehicle.firstRegistration?.slice(0, 4),
    fuel,
    vehicle.powerHp ? t('hp', { hp: vehicle.powerHp }) : null,
  ].filter(Boolean)
  return (
    <p className="font-semibold">
      {t('found', { plate: vehicle.plate, vehicle: parts.join(', ') })}
    </p>
  )
}

/** Why a candidate was offered, in words: "merk, model, bouwjaar, brandstof, vermogen". */
export function useReasons() {
  const t = useTranslations('Kenteken.why')
  return (why: MatchReason[]) =>
    [...new Set(why.map((reason) => t(reason === 'brandAlias' ? 'brand' : reason)))].join(', ')
}
