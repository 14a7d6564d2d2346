import 'server-only'

import type { Payload } from 'payload'

import { measuredGain, type MeasuredGain } from '@/dyno/rules/gain'
import type { DynoCurve } from '@/dyno/rules/parse'
import type { DynoRun } from '@/payload-types'

/** A published run as the site shows it: the day and the curves; nothing about a person. */
export type PublishedRun = { date: string; demo: boolean; before: DynoCurve; after: DynoCurve }
export type EngineMeasurement = { runs: PublishedRun[]; gain: MeasuredGain }

const curve = (value: DynoRun['before']) => value as unknown as DynoCurve | null | undefined

/**
 * The published runs of an engine (by its catalogue path), newest first, and their average peak
 * gain; null when it has none, so the page draws no curve.
 */
export async function readEngineMeasurement(
  payload: Payload,
  enginePath: string,
): Promise<EngineMeasurement | null> {
  const { docs } = await payload.find({
    collection: 'dyno-runs',
    where: { and: [{ published: { equals: true } }, { 'engine.path': { equals: enginePath } }] },
    sort: '-date',
    depth: 0,
    limit: 50,
    pagination: false,
    overrideAccess: true,
    // Only what the site shows: never the booking (the customer) or the report's link.
    select: { date: true, demo: true, before: true, after: true },
  })
  const runs = docs.flatMap((doc): PublishedRun[] => {
    const before = curve(doc.before)
    const after = curve(doc.after)
    return before?.points?.length && after?.points?.length
      ? [{ date: doc.date, demo: Boolean(doc.demo), before, after }]
      : []
  })
  const gain = measuredGain(
    runs.map((run) => ({ before: run.before.peaks, after: run.after.peaks })),
  )
  return gain ? { runs, gain } : null
}
