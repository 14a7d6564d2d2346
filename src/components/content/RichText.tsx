import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'

import type { ContentPage } from '@/data/pages'

/** Staff-written page content (Lexical JSON from the CMS) as HTML, in the site's type styles. */
export function RichText({ content }: { content: NonNullable<ContentPage['content']> }) {
  return <LexicalRichText data={content} className="rich-text max-w-3xl" />
}
