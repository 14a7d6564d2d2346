'use client'

import { hydrateWhenNear } from '@/kit/ui/hydrate-when-near'

import type { RequestForm } from './RequestForm'

export type { RequestKind, RequestPrefill } from './RequestForm'

/** A form's fields as the visitor left them: each named control's current text. */
const typed = (element: HTMLElement) => {
  const form = element.querySelector('form')
  if (!form) return {}
  const entries = [...new FormData(form)].filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  )
  return { entered: Object.fromEntries(entries) }
}

/**
 * The request form (contact, Stage 2 quote, personal advice) at the foot of a page, in a chunk
 * of its own that loads when the form comes near: it brings react-hook-form and the zod schema,
 * which the page's load need not carry. Rendered on the server like any component, so the form
 * arrives whole and posts itself to the server until (or without) its script; once loaded,
 * react-hook-form takes over the same markup with what was typed meanwhile.
 */
export const ContactForm = hydrateWhenNear<Parameters<typeof RequestForm>[0]>({
  // Next replaces `typeof window` when it builds, so the browser's bundle drops this branch
  // and the form's module goes only into the chunk `load` asks for.
  server:
    typeof window === 'undefined'
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
        (require('./RequestForm') as typeof import('./RequestForm')).RequestForm
      : undefined,
  load: () => import('./RequestForm').then((module) => module.RequestForm),
  carry: typed,
})
