import crypto from 'node:crypto'
import { promisify } from 'node:util'

import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { inLanguage, label } from '../../collections/labels'

import { clientKey, createWindowCounter } from './rate-limit'

/**
 * The staff login in front of Payload's own per-account lockout (10 failures lock an account
 * for 10 minutes). Without a limit per address, anyone could lock the published admin out with
 * ten tries; with one below ten, a single address can never reach the lockout. The address is
 * the proxy's (TRUST_PROXY), like the booking endpoints' limits.
 */
export const LOGIN_ATTEMPTS_PER_ADDRESS = 5
export const RESET_REQUESTS_PER_ADDRESS = 3
export const WINDOW_MS = 10 * 60 * 1000

/** Login attempts per address in fixed windows of WINDOW_MS. */
export const createAttemptCounter = (limit: number, windowMs = WINDOW_MS) =>
  createWindowCounter(limit, windowMs)

const logins = createAttemptCounter(LOGIN_ATTEMPTS_PER_ADDRESS)
const resets = createAttemptCounter(RESET_REQUESTS_PER_ADDRESS)

const addressOf = (req: PayloadRequest) => clientKey({ headers: req.headers })

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
  if (operation === 'login') {
    if (!logins.take(addressOf(req))) throw tooMany(req)
    const data = (args as { data?: { email?: unknown; password?: unknown } }).data
    const email = typeof data?.email === 'string' ? data.email.toLowerCase().trim() : ''
    const { totalDocs } = await req.payload.count({
      collection: 'users',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    if (totalDocs === 0) await hashAsPayloadWould(String(data?.password ?? ''))
  }
  if (operation === 'forgotPassword' && !resets.take(addressOf(req))) throw tooMany(req)
  return args
}

/** A successful login clears its address's count; only failures add up. */
export const forgetAddressOnLogin: CollectionAfterLoginHook = ({ req, user }) => {
  if (req.payloadAPI !== 'local') logins.forget(addressOf(req))
  return user
}
