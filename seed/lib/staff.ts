import type { Payload } from 'payload'

import { serverEnv } from '@/platform/env'
import { DEFAULT_ADMIN_PASSWORD } from '@/platform/secret'

import type { Note } from './context'

export async function hasStaff(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  return totalDocs > 0
}

/** Development and tests may use the published default; production never creates it. */
export function chooseStaffPassword(given: string | undefined): string {
  if (given && given !== DEFAULT_ADMIN_PASSWORD) return given
  if (serverEnv().NODE_ENV !== 'production') return given ?? DEFAULT_ADMIN_PASSWORD
  throw new Error(
    `ADMIN_PASSWORD must be set, and not to the published "${DEFAULT_ADMIN_PASSWORD}", to create the staff user in production.`,
  )
}

export async function seedStaff(
  payload: Payload,
  adminEmail: string | undefined,
  password: string,
  note: Note,
) {
  const email = adminEmail ?? 'admin@chiptuning-nijmegen.nl'
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    // The workshop's first account owns it: prices, settings and the other staff accounts.
    data: { email, password, name: 'Werkplaats', role: 'owner' },
  })
  note(`staff user ${email} (owner)`)
}
