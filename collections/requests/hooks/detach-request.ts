import type { CollectionBeforeDeleteHook } from 'payload'

import { detachRequest } from '@/requests/server'

/** Staff deleting a request delete its mails with it and unlink its audit records. */
export const detachDeletedRequest: CollectionBeforeDeleteHook = ({ id, req }) =>
  detachRequest(req.payload, id, req)
