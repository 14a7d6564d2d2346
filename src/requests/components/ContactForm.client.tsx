'use client'

import dynamic from 'next/dynamic'

export type { RequestKind, RequestPrefill } from './RequestForm'

/**
 * The request form (contact, Stage 2 quote, personal advice) in a chunk of its own: it brings
 * react-hook-form and the zod schema, which the page's first load need not carry. Rendered on
 * the server like any component, so the form arrives whole and posts itself to the server
 * until (or without) its script; once loaded, react-hook-form takes over the same markup.
 */
export const ContactForm = dynamic(() =>
  import('./RequestForm').then((module) => module.RequestForm),
)
