import { getTranslation } from '@payloadcms/translations'
import type { CollectionSlug, Payload } from 'payload'

/**
 * The words the admin shows for a stored option ("Nieuw" for `new`), read from the collection's
 * own select field, so a screen of ours names a status exactly as the collection's list does.
 * An unknown value is shown as stored.
 */
export function optionLabel(
  payload: Payload,
  i18n: Parameters<typeof getTranslation>[1],
  collection: CollectionSlug,
  field: string,
  value: string | null | undefined,
): string {
  if (!value) return ''
  const select = payload.collections[collection]?.config.flattenedFields.find(
    (f) => f.name === field,
  )
  if (select?.type !== 'select' && select?.type !== 'radio') return value
  const option = select.options.find((o) => (typeof o === 'string' ? o : o.value) === value)
  if (!option || typeof option === 'string') return value
  const words = getTranslation(option.label, i18n)
  return typeof words === 'string' ? words : value
}
