import type { CollectionBeforeChangeHook, CollectionSlug } from 'payload'

import { joinPath } from '@/catalogue'
import { idOf } from '@/platform/payload/relation'

type Parent = { collection: CollectionSlug; field: string }

/**
 * Keeps `path` = parent's path + own slug, and copies the ancestors named in `inherit` from the
 * parent (an engine knows its model and brand) so pages can query one level without joins.
 */
export const catalogueHook =
  (parent: Parent | null, inherit: string[] = []): CollectionBeforeChangeHook =>
  async ({ data, originalDoc, req }) => {
    const slug = (data.slug ?? originalDoc?.slug) as string | undefined
    if (!slug) return data
    if (!parent) return { ...data, path: slug }

    const parentId = idOf(data[parent.field] ?? originalDoc?.[parent.field])
    if (parentId === null) return data
    const parentDoc = (await req.payload.findByID({
      collection: parent.collection,
      id: parentId,
      depth: 0,
      req,
    })) as unknown as Record<string, unknown>

    const inherited = Object.fromEntries(inherit.map((field) => [field, idOf(parentDoc[field])]))
    return { ...data, ...inherited, path: joinPath(String(parentDoc.path), slug) }
  }
