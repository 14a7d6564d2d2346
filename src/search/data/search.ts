import 'server-only'

import { getTranslations } from 'next-intl/server'

import { fuelNamedGroup } from '@/catalogue'
import type { Locale } from '@/i18n/locales'
import { limit } from '@/platform/shared/limits'

import { siteVehicleIndex } from './vehicle-search'
import { type HitLabels, type HitLine, hitLine } from '../rules/present'
import { MAX_QUERY_LENGTH, queryProblem } from '../rules/query'

/** What a search answers: hits, or why there are none, in the visitor's language. */
export type SearchAnswer =
  | { status: 'ok'; query: string; hits: HitLine[] }
  | { status: 'invalid' | 'rate-limited' | 'unavailable'; query: string; message: string }

async function labelsFor(locale: Locale): Promise<HitLabels> {
  const [t, fuels] = await Promise.all([
    getTranslations({ locale, namespace: 'Search' }),
    getTranslations({ locale, namespace: 'Year.fuel' }),
  ])
  return {
    kind: {
      brand: t('kind.brand'),
      model: t('kind.model'),
      year: t('kind.year'),
      engine: t('kind.engine'),
    },
    fuel: (fuel) => {
      const group = fuelNamedGroup(fuel)
      return group ? fuels(group) : fuel
    },
    power: (stock, tuned) => t('power', { stock, tuned }),
  }
}

/**
 * One search of one client: the query checked, the client held to the `search` limit, the
 * index asked. A failure (the database while the index is built) is answered as `unavailable`
 * with a message: the search never fails a page or the endpoint.
 */
export async function searchVehicles(
  raw: unknown,
  { locale, client, typing = false }: { locale: Locale; client: string; typing?: boolean },
): Promise<SearchAnswer> {
  const t = await getTranslations({ locale, namespace: 'Search' })
  const query = typeof raw === 'string' ? raw.trim().slice(0, MAX_QUERY_LENGTH) : ''
  const problem = queryProblem(raw)
  if (problem === 'missing') return { status: 'invalid', query, message: t('missing') }
  if (problem === 'too-long')
    return { status: 'invalid', query, message: t('tooLong', { max: MAX_QUERY_LENGTH }) }
  if (!(await limit('search').take(client)))
    return { status: 'rate-limited', query, message: t('rateLimited') }
  try {
    const [index, labels] = await Promise.all([siteVehicleIndex().index(), labelsFor(locale)])
    const hits = index.search(query, { limit: typing ? 8 : 30, typing })
    return { status: 'ok', query, hits: hits.map((hit) => hitLine(hit.document, locale, labels)) }
  } catch (error) {
    console.error('[search] failed', error instanceof Error ? error.message : 'unknown error')
    return { status: 'unavailable', query, message: t('unavailable') }
  }
}
