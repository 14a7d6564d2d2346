import { type PayloadRequest, ValidationError, type ValidationFieldError } from 'payload'

import { parseDynoCsv, type DynoCurve } from '@/dyno/rules/parse'
import { dynoReport, type Measurement, toStaffLanguage } from '@/dyno/rules/problems'

type RunData = Record<string, unknown>

const measurements = ['before', 'after'] as const
const derived = new Set(measurements.flatMap((m) => [m, `${m}PeakHp`, `${m}PeakNm`]))

/** The stored figures of one measurement: its curve (JSON) and its peaks, for the list's columns. */
const storedOf = (measurement: Measurement, curve: DynoCurve) => ({
  [measurement]: curve,
  [`${measurement}PeakHp`]: curve.peaks.hp,
  [`${measurement}PeakNm`]: curve.peaks.nm,
})

/**
 * Reads the before and after exports of a run being saved: a new or changed file is parsed and
 * its curve and peaks stored beside it. Any problem in either file refuses the whole save with
 * the report in the staff member's language (the admin shows it under the field, the REST API
 * answers 400): nothing of a wrong file is stored.
 */
export function readRunFiles({
  data,
  originalDoc,
  req,
}: {
  data: RunData
  originalDoc?: RunData
  req: Pick<PayloadRequest, 'i18n'> & Partial<PayloadRequest>
}): RunData {
  const language = toStaffLanguage(req.i18n?.language)
  const errors: ValidationFieldError[] = []
  // The curves and peaks come from the files alone: sent along (the admin's hidden fields, or
  // anything through the REST API) they are dropped, so an update without a new file keeps
  // the stored ones and nobody can publish a curve no file gave.
  let next = Object.fromEntries(Object.entries(data).filter(([key]) => !derived.has(key)))
  for (const measurement of measurements) {
    const field = `${measurement}Csv`
    const csv = data[field]
    if (csv === undefined) continue
    if (typeof csv !== 'string') {
      errors.push({ path: field, message: dynoReport(measurement, [{ code: 'empty' }], language) })
      continue
    }
    // An unchanged file was read when it was saved; its stored curve stands.
    if (originalDoc && originalDoc[field] === csv && originalDoc[measurement]) continue
    const parsed = parseDynoCsv(csv)
    if (parsed.ok) next = { ...next, ...storedOf(measurement, parsed.curve) }
    else errors.push({ path: field, message: dynoReport(measurement, parsed.problems, language) })
  }
  if (errors.length > 0) throw new ValidationError({ collection: 'dyno-runs', errors, req })
  return next
}
