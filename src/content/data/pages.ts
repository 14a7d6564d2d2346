import 'server-only'

import type { SeoOverrides } from '@/catalogue/data'
import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import { tags } from '@/platform/data/cache-tags'
import { cachedRead } from '@/platform/data/cached'
import { payloadClient } from '@/platform/data/payload'

export type ContentPage = {
  slug: string
  kind: Page['kind']
  title: string
  description: string | null
  intro: string | null
  content: Page['content'] | null
  local: { place: string; region: string; distanceKm: number } | null
  seo: SeoOverrides
}

/** A content page (services, terms, topic and local pages) by its slug, in one language. */
export const getContentPage = cachedRead(
  async (slug: string, locale: Locale): Promise<ContentPage | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      where: { slug: { equals: slug } },
      locale,
      limit: 1,
      depth: 1,
    })
    const page = docs[0]
    if (!page) return null
    const local =
      page.kind === 'local' && page.local?.place
        ? {
            place: page.local.place,
            region: page.local.region ?? '',
            distanceKm: page.local.distanceKm ?? 0,
          }
        : null
    return {
      slug: page.slug,
      kind: page.kind,
      title: page.title,
      description: page.description ?? null,
      intro: page.intro ?? null,
      content: page.content ?? null,
      local,
      seo: { title: page.seo?.title || null, description: page.seo?.description || null },
    }
  },
  ['content-page'],
  // Links in the text name catalogue pages: a renamed or deleted one refreshes the page too.
  { tags: [tags.pages, tags.catalogue] },
)

export type Faq = { question: string; answer: string; category: string | null }

export const getFaqs = cachedRead(
  async (locale: Locale): Promise<Faq[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'faqs',
      locale,
      sort: 'order',
      pagination: false,
      depth: 0,
    })
    return docs.map((faq) => ({
      question: faq.question,
      answer: faq.answer,
      category: faq.category ?? null,
    }))
  },
  ['faqs'],
  { tags: [tags.faqs] },
)
