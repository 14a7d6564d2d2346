import type { FieldHook } from 'payload'

import { emailKey, plateKey } from '@/privacy'

const storedAs =
  (key: (value: string) => string): FieldHook =>
  ({ value }) =>
    typeof value === 'string' ? key(value) : value

/**
 * A customer's address and plate are stored in key form, whoever writes them (the site, staff,
 * a job), so that finding one customer's data is an exact match (Klantgegevens).
 */
export const emailKeyHooks = { beforeValidate: [storedAs(emailKey)] }
export const plateKeyHooks = { beforeValidate: [storedAs(plateKey)] }
