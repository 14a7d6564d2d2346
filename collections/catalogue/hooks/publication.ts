import type { GlobalBeforeOperationHook } from 'payload'

/**
 * Versions with drafts and scheduled publish: staff save a draft (next month's action price)
 * and let it go live on a date. The publication is a job on Payload's Jobs Queue (the default
 * queue, which the app's runner or the worker works).
 */
export const scheduledVersions = { drafts: { schedulePublish: true }, max: 50 } as const

/**
 * Payload gives a save without `draft` (the seed, a script, an older client) the status of the
 * last draft, although it writes the live document. Such a save is a publication: marked so,
 * visitors can read it.
 */
export const publishDirectSaves: GlobalBeforeOperationHook = ({ args, operation }) => {
  const input = args as { draft?: boolean; data?: Record<string, unknown> }
  if (operation !== 'update' || input.draft || !input.data || input.data._status) return args
  return { ...input, data: { ...input.data, _status: 'published' } }
}
