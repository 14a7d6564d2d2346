/** The vehicle of a booking as one line ("Audi A4 2015-2019 2.0 TDI"), from the parts filled in. */
export function vehicleName(parts: {
  brand?: string | null
  model?: string | null
  buildYear?: string | null
  engine?: string | null
}): string {
  return [parts.brand, parts.model, parts.buildYear, parts.engine]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')
}
