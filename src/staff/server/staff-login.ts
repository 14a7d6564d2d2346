import crypto from 'node:crypto'
import { promisify } from 'node:util'

import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { inLanguage, label } from '@/i18n/admin-labels'
import { clientKey } from '@/platform/shared/client-address'
import { limit } from '@/platform/shared/limits'

/**
 * The staff login in front of Payload's. Payload's own lockout counts failures per account,
 * so failures from anywhere locked a staff member out for everyone; it is off (Users), and
 * failures are limited per address instead (src/platform/shared/limits.ts: 5 logins and 3
 * reset requests per 10 minutes, counted across app processes). The address is the proxy's
 * (TRUST_PROXY), like the booking endpoints' limits; without a proxy no address can be known,
 * and the account asked for stands in for it, so one staff member's failures never block the
 * others.
 */
export const LOGIN_ATTEMPTS_PER_ADDRESS = 5
export const RESET_REQUESTS_PER_ADDRESS = 3

const emailOf = (args: unknown) => {
  const data = (args as { data?: { email?: unknown } }).data
  return typeof data?.email === 'string' ? data.email.toLowerCase().trim() : ''
}

const addressOf = (req: PayloadRequest, email: string) => {
  const address = clientKey({ headers: req.headers })
  return address === 'direct' ? `direct:${email}` : address
}

const tooManyWords = label(
  'Te veel pogingen vanaf dit adres. Probeer het over 10 minuten opnieuw.',
  'Too many attempts from this address. Try again in 10 minutes.',
  'Zu viele Versuche von dieser Adresse. Versuchen Sie es in 10 Minuten erneut.',
)

/** In the admin's language: the login form shows the message as it comes. */
const tooMany = (req: PayloadRequest) =>
  new APIError(inLanguage(tooManyWords, req.i18n?.language), 429, null, true)

const pbkdf2 = promisify(crypto.pbkdf2)

/**
 * Payload hashes the password only when the account exists, so an unknown address answered
 * faster than a known one and told who works here. The same hash (Payload's current
 * parameters: PBKDF2-SHA256, 600,000 iterations, 32 bytes) on a random salt evens it out.
 */
async function hashAsPayloadWould(password: string) {
  await pbkdf2(password, crypto.randomBytes(32).toString('hex'), 600_000, 32, 'sha256')
}

export const throttleStaffLogin: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (req.payloadAPI === 'local') return args
  const email = emailOf(args)
  if (operation === 'login') {
    // Counted before the check: a login that fails adds to the count, a good one clears it.
    if (!(await limit('staffLogins').take(addressOf(req, email)))) throw tooMany(req)
    const { totalDocs } = await req.payload.count({
      collection: 'users',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    const password = (args as { data?: { password?: unknown } }).data?.password
    if (totalDocs === 0) await hashAsPayloadWould(String(password ?? ''))
  }
  if (
    operation === 'forgotPassword' &&
    !(await limit('passwordResets').take(addressOf(req, email)))
  )
    throw tooMany(req)
  return args
}

/** A successful login clears its address's count; only failures add up. */
export const forgetAddressOnLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  if (req.payloadAPI !== 'local')
    await limit('staffLogins').forget(addressOf(req, String(user.email ?? '').toLowerCase()))
  return user
}
