import * as z from 'zod'

/**
 * The two RDW open data sets a plate look-up reads (Socrata SODA, every field a string):
 * registered vehicles (m9d7-ebf2) and fuel/emissions per fuel (8ys7-d773).
 */
export const rdwDatasets = { vehicles: 'm9d7-ebf2', fuels: '8ys7-d773' } as const

export type RdwVehicle = {
  plate: string
  /** "Personenauto", "Bedrijfsauto", "Motorfiets", ... */
  kind: string | null
  /** As registered, upper case: "VOLKSWAGEN". */
  make: string
  /** The trade name without the make in front: "GOLF". */
  model: string | null
  /** yyyy-MM-dd */
  firstRegistration: string | null
  /** In the RDW's order: the first is the main fuel ("Benzine", "Elektriciteit"). */
  fuels: string[]
  powerKw: number | null
}

export type RdwParse =
  { ok: true; vehicle: RdwVehicle } | { ok: false; reason: 'not-found' | 'malformed' }

const text = z.string().trim().min(1).optional().catch(undefined)
const vehicleRow = z.looseObject({
  kenteken: z.string().min(1),
  merk: z.string().trim().min(1),
  voertuigsoort: text,
  handelsbenaming: text,
  datum_eerste_toelating: text,
})
const fuelRow = z.looseObject({
  brandstof_volgnummer: text,
  brandstof_omschrijving: text,
  nettomaximumvermogen: text,
})

/** "20170315" -> "2017-03-15"; anything else is no date. */
function isoDate(value: string | undefined): string | null {
  const match = value ? /^(\d{4})(\d{2})(\d{2})$/.exec(value) : null
  if (!match) return null
  const [, year, month, day] = match
  const date = new Date(`${year}-${month}-${day}T00:00:00Z`)
  return Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(day)
    ? null
    : `${year}-${month}-${day}`
}

function positiveNumber(value: string | undefined): number | null {
  const number = value === undefined ? NaN : Number(value)
  return Number.isFinite(number) && number > 0 ? number : null
}

/** "VOLKSWAGEN GOLF" with make "VOLKSWAGEN" -> "GOLF" (the RDW writes it both ways). */
function tradeName(make: string, name: string | undefined): string | null {
  if (!name) return null
  const upper = name.toUpperCase()
  const rest = upper.startsWith(`${make.toUpperCase()} `)
    ? name.slice(make.length + 1).trim()
    : name
  return rest || null
}

/**
 * The vehicle in the two answers, or why there is none: no row means the plate is unknown;
 * answers that are not the arrays of objects the data sets promise are "malformed".
 */
export function parseRdwAnswers(vehicles: unknown, fuels: unknown): RdwParse {
  if (!Array.isArray(vehicles) || !Array.isArray(fuels)) return { ok: false, reason: 'malformed' }
  if (vehicles.length === 0) return { ok: false, reason: 'not-found' }
  const row = vehicleRow.safeParse(vehicles[0])
  if (!row.success) return { ok: false, reason: 'malformed' }
  const fuelRows = fuels
    .map((item) => fuelRow.safeParse(item))
    .flatMap((parsed) => (parsed.success ? [parsed.data] : []))
    .sort((a, b) => Number(a.brandstof_volgnummer ?? 99) - Number(b.brandstof_volgnummer ?? 99))
  const make = row.data.merk.toUpperCase()
  return {
    ok: true,
    vehicle: {
      plate: row.data.kenteken.toUpperCase(),
      kind: row.data.voertuigsoort ?? null,
      make,
      model: tradeName(make, row.data.handelsbenaming),
      firstRegistration: isoDate(row.data.datum_eerste_toelating),
      fuels: fuelRows.flatMap((fuel) =>
        fuel.brandstof_omschrijving ? [fuel.brandstof_omschrijving] : [],
      ),
      // The main fuel's engine: a plug-in hybrid's combustion engine, an EV's motor.
      powerKw:
        fuelRows
          .map((fuel) => positiveNumber(fuel.nettomaximumvermogen))
          .find((kw) => kw !== null) ?? null,
    },
  }
}
