import * as z from '@/platform/zod'

import {
  INVALID_CHARACTERS,
  isMultiLineText,
  isOneLineText,
  normaliseLineEnds,
} from './visitor-text'

/*
 * The visitors' text rule (./visitor-text) as zod fields. Every visitor form's schema builds its
 * text fields on these, so a form and its endpoint refuse the same text with the same key.
 */

type Options = {
  /** The message for a value that is no text at all (left out, null); zod's own otherwise. */
  missing?: string
}
const text = ({ missing }: Options) => z.string(missing ? { error: missing } : undefined)

/** A one-line field: trim, min and max chain onto it, after the refusal. */
export const oneLineText = (options: Options = {}) =>
  text(options).refine(isOneLineText, INVALID_CHARACTERS)

/** A multi-line field, its line ends normalised: trim and max chain onto it. */
export const multiLineText = (options: Options = {}) =>
  text(options).refine(isMultiLineText, INVALID_CHARACTERS).overwrite(normaliseLineEnds)
