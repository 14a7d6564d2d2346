import type { Payload, RequestContext } from 'payload'

import { defaultLocale, locales } from '@/i18n/locales'

/** The seed revalidates nothing per document: the site is refreshed once when it is done. */
export const seedContext: RequestContext = { disableRevalidate: true }

/** Records what a step created, for the report and the log. */
export type Note = (what: string) => void

/** Documents are created in the default language and then given these translations. */
export const translationLocales = locales.filter((locale) => locale !== defaultLocale)

/**
 * Array rows keep their ids across languages, so each translation lands on its own row:
 * `rows` are this language's values, `previous` the rows the previous language saved.
 */
export function keepRowIds<T extends object>(
  rows: readonly T[],
  previous: readonly { id?: string | null }[] | null | undefined,
): T[] {
  return rows.map((row, index) => {
    const id = previous?.[index]?.id
    return id ? { id, ...row } : { ...row }
  })
}

/** The slugs already in `collection`: the seed creates only what is missing. */
export async function existingSlugs(
  payload: Payload,
  collection: 'brands' | 'pages',
): Promise<Set<string>> {
  const { docs } = await payload.find({
    collection,
    pagination: false,
    depth: 0,
    select: { slug: true },
  })
  return new Set(docs.map((doc) => doc.slug))
}
