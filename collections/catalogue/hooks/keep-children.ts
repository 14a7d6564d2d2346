import { APIError, type CollectionBeforeDeleteHook, type CollectionSlug } from 'payload'

import { inLanguage, label, type Label } from '@/i18n/admin-labels'

type Words = { parent: Label; one: Label; many: Label }

/** What a catalogue level still holds, in the words of each admin language. */
export const childWords = {
  models: {
    parent: label('Dit merk heeft nog', 'This brand still has', 'Diese Marke hat noch'),
    one: label('model', 'model', 'Modell'),
    many: label('modellen', 'models', 'Modelle'),
  },
  buildYears: {
    parent: label('Dit model heeft nog', 'This model still has', 'Dieses Modell hat noch'),
    one: label('bouwjaar', 'build year', 'Baujahr'),
    many: label('bouwjaren', 'build years', 'Baujahre'),
  },
  engines: {
    parent: label('Dit bouwjaar heeft nog', 'This build year still has', 'Dieses Baujahr hat noch'),
    one: label('motor', 'engine', 'Motor'),
    many: label('motoren', 'engines', 'Motoren'),
  },
} satisfies Record<string, Words>

const firstMessage = label(
  'Verwijder of verplaats die eerst.',
  'Delete or move them first.',
  'Löschen oder verschieben Sie diese zuerst.',
)

/**
 * A brand, model or build year is deleted only once nothing is left below it. The database
 * would keep the children with an empty parent: their pages would stay in the sitemap and
 * the counts, and answer 404.
 */
export const keepChildren =
  (collection: CollectionSlug, field: string, words: Words): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    const { totalDocs } = await req.payload.count({
      collection,
      where: { [field]: { equals: id } },
      req,
    })
    if (totalDocs === 0) return
    const language = req.i18n?.language
    const noun = inLanguage(totalDocs === 1 ? words.one : words.many, language)
    throw new APIError(
      `${inLanguage(words.parent, language)} ${totalDocs} ${noun}. ${inLanguage(firstMessage, language)}`,
      400,
      null,
      true,
    )
  }
