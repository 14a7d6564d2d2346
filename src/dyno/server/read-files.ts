import { type PayloadRequest, ValidationError, type ValidationFieldError } from 'payload'

import { parseDynoCsv, type DynoCurve } from '@/dyno/rules/parse'
import { dynoReport, type Measurement, toStaffLanguage } from '@/dyno/rules/problems'

type RunData = Record<string, unknown>

const measurements = ['before', 'after'] as const

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
  let next = { ...data }
  for (const measurement of measurements) {
    const field = `${measurement}Csv`
    const csv = data[field]
    if (csv === undefined) continue
    if (typeof csv !== 'string') {
      errors.push({ path: field, message: dynoReport(measurement, [{ code: 'empty' }], language) })
      continue
    }
    // An unchanged file was read when it was saved; its curve stands.
    if (originalDoc && originalDoc[field] === csv && originalDoc[measurement]) continue
    const parsed = parseDynoCsv(csv)
    if (parsed.ok) next = { ...next, ...storedOf(measurement, parsed.curve) }
    else errors.push({ path: field, message: dynoReport(measurement, parsed.problems, language) })
  }
  if (errors.length > 0) throw new ValidationError({ collection: 'dyno-runs', errors, req })
  return next
}
