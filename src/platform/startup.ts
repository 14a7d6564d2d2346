import { getPayload, type Payload } from 'payload'

import config from '@payload-config'

import { checkEnv, describeProblems, type Env } from './env'
import { stopOnSignals } from './graceful-stop'
import { trustsProxy } from './shared/client-address'

/**
 * What a server does once before its first visitor: refuse a bad environment with a message
 * that names every bad variable, take over the stop signals (graceful-stop.ts), then open the
 * database so that SQLite's migrations (`prodMigrations`) run now rather than inside the first
 * request. What the site does then with its database (seed an empty one, render pages ahead)
 * the caller hands in (instrumentation.ts): the floor knows no feature.
 */
export async function prepareServer(
  afterOpen: (payload: Payload, env: Env) => Promise<void>,
): Promise<void> {
  const check = checkEnv(process.env)
  if (!check.ok) {
    console.error(describeProblems(check.problems))
    process.exit(1)
  }
  if (check.env.NODE_ENV !== 'production') return
  if (!trustsProxy(check.env))
    console.warn(
      '[startup] TRUST_PROXY is not set: the limits cannot tell visitors apart, so all of them share one count (bookings, look-ups); run the site behind the nginx front with TRUST_PROXY=1.',
    )
  if (check.env.REDIS_URL && !check.env.RATE_LIMIT_REDIS_URL)
    console.warn(
      "[startup] RATE_LIMIT_REDIS_URL is not set: the limits count in the cache's Redis (REDIS_URL), where a full cache evicts their counters and so resets them; give them a Redis of their own with maxmemory-policy noeviction.",
    )
  if (!check.env.NEXT_MANUAL_SIG_HANDLE)
    console.warn(
      "[startup] NEXT_MANUAL_SIG_HANDLE is not set: Next's own stop may exit in the middle of a job; start the site with npm start, npm run serve or the container image.",
    )
  // cron: this process runs queued jobs (mails, reminders) unless JOBS_AUTORUN=0.
  const booting = getPayload({ config, cron: true })
  stopOnSignals(booting.catch(() => null))
  try {
    await afterOpen(await booting, check.env)
  } catch (error) {
    // Not fatal: the server still starts, /api/health answers 503 and the next request retries.
    console.error(
      '[startup] could not prepare the database:',
      error instanceof Error ? error.message : error,
    )
  }
}
