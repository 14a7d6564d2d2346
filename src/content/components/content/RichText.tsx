import {
  type JSXConvertersFunction,
  LinkJSXConverter,
  RichText as LexicalRichText,
} from '@payloadcms/richtext-lexical/react'

import type { ContentPage } from '@/content/data/pages'
import { internalLinkPath } from '@/content/rules/internal-links'
import type { Locale } from '@/i18n/locales'
import { localizedPath, routes } from '@/kit/routes/routes'

/** Staff-written page content (Lexical JSON from the CMS) as HTML, in the site's type styles. */
export function RichText({
  content,
  locale,
}: {
  content: NonNullable<ContentPage['content']>
  locale: Locale
}) {
  const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
    ...defaultConverters,
    ...LinkJSXConverter({
      // A link to a page that is gone leads home rather than nowhere.
      internalDocToHref: ({ linkNode }) =>
        localizedPath(
          locale,
          internalLinkPath(linkNode.fields.doc?.relationTo ?? '', linkNode.fields.doc?.value) ??
            routes.home,
        ),
    }),
  })
  return <LexicalRichText data={content} converters={converters} className="rich-text max-w-3xl" />
}
