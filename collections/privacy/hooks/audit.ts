import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'

import { recordChange, recordDelete, recordGlobalChange } from '@/privacy/server'

/** Every staff create and update of the collection, naming the fields a save changed. */
export const auditChanges =
  (target: 'bookings' | 'requests'): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, operation, req, collection }) => {
    const joins = collection.flattenedFields.flatMap((f) => (f.type === 'join' ? [f.name] : []))
    await recordChange(req, { target, operation, doc, previousDoc, joins })
    return doc
  }

export const auditDeletes =
  (target: 'bookings' | 'requests'): CollectionAfterDeleteHook =>
  async ({ id, req, doc }) => {
    await recordDelete(req, target, id)
    return doc
  }

/** Every staff save of a settings global, naming the fields it changed. */
export const auditGlobal =
  (target: string): GlobalAfterChangeHook =>
  async ({ doc, previousDoc, req }) => {
    await recordGlobalChange(req, target, previousDoc, doc)
    return doc
  }
