export type VehicleNotes = {
  brand?: string
  model?: string
  buildYear?: string
  engine?: string
  notes?: string
}

/** The booking's notes: labelled lines Merk, Model, Bouwjaar, Motorvariant, Opmerkingen, each only when filled. */
export function composeNotes(input: VehicleNotes): string | null {
  const lines = (
    [
      ['Merk', input.brand],
      ['Model', input.model],
      ['Bouwjaar', input.buildYear],
      ['Motorvariant', input.engine],
      ['Opmerkingen', input.notes],
    ] as const
  )
    .map(([label, value]) => [label, value?.trim()] as const)
    .filter(([, value]) => Boolean(value))
    .map(([label, value]) => `${label}: ${value}`)
  return lines.length > 0 ? lines.join('\n') : null
}
