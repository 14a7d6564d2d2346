import type { Payload } from 'payload'

import { defaultLocale, type Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

import { existingSlugs, seedContext as context, translationLocales, type Note } from './context'
import { toLexical } from './lexical'
import { faqs } from '../content/faqs'
import { localPages } from '../content/local-pages'
import { pages } from '../content/pages'

/** Creates the FAQs in every language, unless there are FAQs already. */
export async function seedFaqs(payload: Payload, note: Note) {
  const { totalDocs } = await payload.count({ collection: 'faqs' })
  if (totalDocs > 0) return
  for (const faq of faqs) {
    const text = (locale: Locale) => ({
      question: faq.question[locale],
      answer: faq.answer[locale],
    })
    const doc = await payload.create({
      collection: 'faqs',
      locale: defaultLocale,
      context,
      data: { ...text(defaultLocale), category: faq.category, order: faq.order },
    })
    for (const locale of translationLocales) {
      await payload.update({ collection: 'faqs', id: doc.id, locale, context, data: text(locale) })
    }
  }
  note(`${faqs.length} FAQs`)
}

type PageSeed = {
  slug: string
  kind: 'legal' | 'about' | 'services' | 'topic' | 'hub' | 'local'
  local?: { place: string; region: string; distanceKm: number }
  text: (locale: Locale) => {
    title: string
    description: string
    intro: string
    content: Page['content']
  }
}

function pageSeeds(): PageSeed[] {
  return [
    ...pages.map((page): PageSeed => ({
      slug: page.slug,
      kind: page.kind,
      text: (locale) => ({
        title: page.title[locale],
        description: page.description[locale],
        intro: page.intro[locale],
        // Our Lexical JSON matches the editor's shape; its generated type is stricter than needed.
        content: toLexical(page.body[locale]) as unknown as Page['content'],
      }),
    })),
    ...localPages.map((local): PageSeed => ({
      slug: `chiptuning-${local.place}`,
      kind: 'local',
      local: { place: local.name, region: local.region, distanceKm: local.distanceKm },
      text: (locale) => ({
        title: `Chiptuning ${local.name}`,
        description: firstSentence(local.highlight[locale]),
        intro: local.highlight[locale],
        content: null,
      }),
    })),
  ]
}

/** Creates the content and local pages whose slug does not exist yet, in every language. */
export async function seedPages(payload: Payload, note: Note) {
  const known = await existingSlugs(payload, 'pages')
  let count = 0
  for (const page of pageSeeds()) {
    if (known.has(page.slug)) continue
    const doc = await payload.create({
      collection: 'pages',
      locale: defaultLocale,
      context,
      data: { slug: page.slug, kind: page.kind, local: page.local, ...page.text(defaultLocale) },
    })
    for (const locale of translationLocales) {
      await payload.update({
        collection: 'pages',
        id: doc.id,
        locale,
        context,
        data: page.text(locale),
      })
    }
    count++
  }
  if (count > 0) note(`${count} pages`)
}

function firstSentence(text: string): string {
  const end = text.search(/[.!?](\s|$)/)
  return end === -1 ? text : text.slice(0, end + 1)
}
