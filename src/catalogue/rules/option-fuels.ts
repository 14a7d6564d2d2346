import { fuelGroup, type FuelGroup, fuelGroups } from './fuel'

/** An extra option as staff set it: the fuel groups it applies to; none ticked = every fuel. */
export type FuelBound = { fuels?: readonly string[] | null }

const known = (fuel: string): fuel is FuelGroup => (fuelGroups as readonly string[]).includes(fuel)

/** Whether an option fits an engine of this fuel (the catalogue's words: Petrol, PHEV, ...). */
export function optionFits(option: FuelBound, engineFuel: string | null | undefined): boolean {
  const fuels = (option.fuels ?? []).filter(known)
  return fuels.length === 0 || fuels.includes(fuelGroup(engineFuel))
}

/** The options that fit the engine's fuel, in staff's order. */
export function optionsFor<T extends FuelBound>(
  options: readonly T[],
  engineFuel: string | null | undefined,
): T[] {
  return options.filter((option) => optionFits(option, engineFuel))
}
