import type { I18nClient } from '@payloadcms/translations'

/**
 * A field's description in the staff member's language, for a custom field component: Payload
 * leaves a description given as a function (ours, `label()`) out of the client's field.
 */
export function fieldDescription(description: unknown, i18n: I18nClient): string | undefined {
  if (typeof description === 'string') return description
  if (typeof description !== 'function') return undefined
  const words: unknown = (description as (args: { i18n: unknown; t: unknown }) => unknown)({
    i18n,
    t: i18n.t,
  })
  return typeof words === 'string' ? words : undefined
}
