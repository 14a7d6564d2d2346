import 'server-only'

import { parseRdwAnswers, rdwDatasets, type RdwVehicle } from '@/kenteken/rules/rdw'
import { type Env, serverEnv } from '@/platform/env'

export const DEFAULT_RDW_API_BASE = 'https://opendata.rdw.nl'
export const RDW_TIMEOUT_MS = 3_000

export type RdwOptions = {
  base?: string
  /** Socrata app token: higher limits at the RDW, sent as X-App-Token. */
  token?: string
  timeoutMs?: number
}

export type RdwAnswer =
  | { status: 'found'; vehicle: RdwVehicle }
  | { status: 'not-found' }
  | { status: 'unavailable'; reason: 'timeout' | 'network' | 'http' | 'malformed' }

class RdwError extends Error {
  constructor(readonly reason: 'http' | 'malformed') {
    super(reason)
  }
}

/** The options from the environment (checked at start in env.ts). */
export function rdwOptionsFromEnv(
  env: Pick<Env, 'RDW_API_BASE' | 'RDW_APP_TOKEN'> = serverEnv(),
): RdwOptions {
  return {
    base: env.RDW_API_BASE?.trim() || undefined,
    token: env.RDW_APP_TOKEN?.trim() || undefined,
  }
}

async function getJson(url: string, headers: HeadersInit, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { headers, signal, cache: 'no-store', redirect: 'error' })
  if (!response.ok) {
    await response.body?.cancel()
    throw new RdwError('http')
  }
  try {
    return await response.json()
  } catch (error) {
    if (signal.aborted) throw error
    throw new RdwError('malformed')
  }
}

/**
 * Both data sets for one plate, asked in parallel under one deadline. Anything but two
 * well-formed answers in time is "unavailable": the caller tells the visitor, never fails.
 */
export async function fetchRdwVehicle(plate: string, options: RdwOptions = {}): Promise<RdwAnswer> {
  const base = (options.base ?? DEFAULT_RDW_API_BASE).replace(/\/+$/, '')
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (options.token) headers['X-App-Token'] = options.token
  const deadline = AbortSignal.timeout(options.timeoutMs ?? RDW_TIMEOUT_MS)
  // When one data set fails, the other's request is dropped too: its answer is of no use.
  const sibling = new AbortController()
  const signal = AbortSignal.any([deadline, sibling.signal])
  const url = (dataset: string) =>
    `${base}/resource/${dataset}.json?kenteken=${encodeURIComponent(plate)}`
  try {
    const [vehicles, fuels] = await Promise.all(
      [rdwDatasets.vehicles, rdwDatasets.fuels].map((dataset) =>
        getJson(url(dataset), headers, signal).catch((error: unknown) => {
          sibling.abort()
          throw error
        }),
      ),
    )
    const parsed = parseRdwAnswers(vehicles, fuels)
    if (parsed.ok) return { status: 'found', vehicle: parsed.vehicle }
    return parsed.reason === 'not-found'
      ? { status: 'not-found' }
      : { status: 'unavailable', reason: 'malformed' }
  } catch (error) {
    if (error instanceof RdwError) return { status: 'unavailable', reason: error.reason }
    return { status: 'unavailable', reason: deadline.aborted ? 'timeout' : 'network' }
  }
}
