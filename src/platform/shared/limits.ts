import { createHash } from 'node:crypto'

import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

import { RATE_LIMIT_DEFAULTS, serverEnv } from '@/platform/env'

import { firstConnection, limitsRedis, type RedisClient } from './redis'

/**
 * Every limit of the site, counted per key in fixed windows: in Redis when RATE_LIMIT_REDIS_URL
 * (or else REDIS_URL) is set, so all app processes count together, otherwise in this one
 * process (limitsRedis). nginx's `limit_req` stays the outer layer. A Redis that does not
 * answer, or refuses a write because it is full, falls back to counting in the process for the
 * moment, so the site keeps taking bookings.
 */
const LIMITS = {
  /** Booking requests per client a minute. */
  bookings: {
    points: () => serverEnv().RATE_LIMIT_BOOKINGS ?? RATE_LIMIT_DEFAULTS.bookings,
    seconds: 60,
  },
  /** Availability checks per client a minute (the calendar asks one per day it shows). */
  availability: {
    points: () => serverEnv().RATE_LIMIT_AVAILABILITY ?? RATE_LIMIT_DEFAULTS.availability,
    seconds: 60,
  },
  /** Plate look-ups per client a minute (`/api/vehicle` and `/merken?plate=` together). */
  vehicle: {
    points: () => serverEnv().RATE_LIMIT_VEHICLE ?? RATE_LIMIT_DEFAULTS.vehicle,
    seconds: 60,
  },
  /**
   * Vehicle searches per client a minute (`/api/search`'s suggestions and `/zoeken` together):
   * suggestions ask once per pause in typing, so a visitor makes a few dozen at most.
   */
  search: { points: () => 120, seconds: 60 },
  /** Requests to manage-link pages per client a minute: guessing a 256-bit key at scale. */
  manageLink: { points: () => 30, seconds: 60 },
  /** Requests (contact form, quote, advice) per client a minute: each one mails two people. */
  requests: { points: () => 5, seconds: 60 },
  /** Waitlist sign-ups per client an hour: each one mails the visitor. */
  waitlist: { points: () => 10, seconds: 60 * 60 },
  /** Moves and cancellations through one manage link an hour: each one mails two people. */
  bookingChanges: { points: () => 5, seconds: 60 * 60 },
  /** Moves and cancellations per client an hour, over all its bookings. */
  clientChanges: { points: () => 20, seconds: 60 * 60 },
  /**
   * Failed staff logins per address in 10 minutes. Payload's own lockout per account is off
   * (Users): with it, failures from two addresses locked a staff member out for everyone.
   */
  staffLogins: { points: () => 5, seconds: 10 * 60 },
  /** Password-reset requests per address in 10 minutes. */
  passwordResets: { points: () => 3, seconds: 10 * 60 },
} as const

export type LimitName = keyof typeof LIMITS

export type Limit = {
  readonly points: number
  /** Counts one request of `key`; false when it is over the limit. */
  take: (key: string) => Promise<boolean>
  /** Whether one more request of `key` would pass, without counting it. */
  left: (key: string) => Promise<boolean>
  /** Forgets `key`'s count (a good login). */
  forget: (key: string) => Promise<void>
}

// One registry per process, even where a production build holds this module more than once
// (the proxy, a route and the Payload config may sit in different server chunks).
const made = ((globalThis as { [key: symbol]: unknown })[Symbol.for('chiptuning.limits')] ??=
  new Map<string, Limit>()) as Map<string, Limit>

/** The limit of that name (one per process, so every caller counts into the same windows). */
export function limit(name: LimitName): Limit {
  const points = LIMITS[name].points()
  const { seconds } = LIMITS[name]
  // Keyed by its numbers too: an environment read again with another limit gets a new count.
  const key = `${name}:${points}:${seconds}`
  let existing = made.get(key)
  if (!existing) {
    existing = createLimit({ name, points, seconds })
    made.set(key, existing)
  }
  return existing
}

// Keys can be addresses, e-mail addresses or tokens: Redis holds only their hash.
const hashed = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 32)

/** A limit of `points` per key in windows of `seconds`, shared through Redis when there is one. */
export function createLimit({
  name,
  points,
  seconds,
  redis = limitsRedis(),
}: {
  name: string
  points: number
  seconds: number
  /** Another process's connection, in tests; by default this process's one. */
  redis?: Pick<RedisClient, 'isReady'> | null
}): Limit {
  const options = { points, duration: seconds, keyPrefix: `chiptuning:limit:${name}` }
  const memory = new RateLimiterMemory(options)
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({
        ...options,
        storeClient: redis,
        useRedisPackage: true,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      })
    : memory
  return {
    points,
    take: async (key) => {
      if (redis) await firstConnection(redis as RedisClient)
      try {
        await limiter.consume(hashed(key))
        return true
      } catch (outcome) {
        if (outcome instanceof RateLimiterRes) return false
        throw outcome
      }
    },
    left: async (key) => {
      if (redis) await firstConnection(redis as RedisClient)
      const used = (await limiter.get(hashed(key)))?.consumedPoints ?? 0
      return used < points
    },
    forget: async (key) => {
      await limiter.delete(hashed(key))
    },
  }
}

/** Forgets every limit of this process (tests that change the environment). */
export function resetLimits(): void {
  made.clear()
}
