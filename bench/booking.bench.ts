/**
 * `npm run bench:booking`: two production server processes on one SQLite file take 200
 * simultaneous `GET /api/health` (the framework's own floor on this machine) and then 200
 * simultaneous booking attempts, split across both, for a day with 3 places. Prints how many
 * were stored (must be exactly 3), the status counts and p50/p95 of both; the target is a
 * booking p95 of at most 1.5x the health p95.
 */
import { spawn } from 'node:child_process'

import { startServer } from './server'

const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 200)
const PLACES = 3
const WARM_UP = 60

async function waitFor(url: string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not come up`)
}

/** The next Tuesday at least two days ahead, as yyyy-MM-dd. */
function targetDay(): string {
  if (process.env.BENCH_DAY) return process.env.BENCH_DAY
  const day = new Date()
  day.setUTCDate(day.getUTCDate() + 2)
  while (day.getUTCDay() !== 2) day.setUTCDate(day.getUTCDate() + 1)
  return day.toISOString().slice(0, 10)
}

const attempt = (i: number) => ({
  customerName: `Klant ${i}`,
  customerEmail: `klant${i}@example.nl`,
  customerPhone: '0612345678',
  licensePlate: `BN-${String(i).padStart(3, '0')}-X`,
  termsAccepted: true,
  idempotencyKey: `bench-${i}-${Date.now()}`,
})

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

async function main() {
  const env = { TRUST_PROXY: '1', RATE_LIMIT_BOOKINGS: '1000' }
  Object.assign(process.env, env)
  // Quiet: without a mail key every booking's mail goes to the server log.
  const first = await startServer(Number(process.env.PORT ?? 3400), { quiet: true })
  const secondPort = Number(process.env.PORT ?? 3400) + 1
  const second = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-p', String(secondPort)],
    {
      env: {
        ...process.env,
        ...env,
        NODE_ENV: 'production',
        NEXT_DIST_DIR: '.next-e2e',
        DATABASE_URL: 'file:./data/e2e.db',
        PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'e2e-only-secret-never-used-in-production',
      },
      stdio: 'ignore',
      detached: true,
    },
  )
  const stopSecond = () => second.pid && process.kill(-second.pid, 'SIGTERM')
  process.on('exit', stopSecond)
  const origins = [first.origin, `http://127.0.0.1:${secondPort}`]
  try {
    await waitFor(`${origins[1]}/api/cms/brands?limit=1`)
    const login = await fetch(`${first.origin}/api/cms/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'e2e-staff@chiptuning-nijmegen.nl',
        password: 'e2e-staff-password',
      }),
    })
    if (!login.ok) throw new Error(`staff login failed: HTTP ${login.status}`)
    const { token } = (await login.json()) as { token: string }
    await fetch(`${first.origin}/api/cms/globals/booking-rules`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({
        placesPerWeekday: {
          monday: 2,
          tuesday: PLACES,
          wednesday: 2,
          thursday: 2,
          friday: 2,
          saturday: 1,
          sunday: 0,
        },
        leadDays: 1,
        horizonDays: 120,
      }),
    })
    const day = targetDay()
    // Warm both processes so the run measures booking, not start-up: a server that has taken
    // real traffic has its routes compiled, its database connected and its hot paths optimised
    // by the JIT. The warm-up books the day before until it is full, so both the write path and
    // the "day full" path have run a few dozen times in each process.
    const dayBefore = new Date(`${day}T00:00:00Z`)
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1)
    for (const origin of origins)
      await fetch(`${origin}/api/availability`, {
        method: 'POST',
        body: JSON.stringify({ date: day }),
      })
    await Promise.all(
      Array.from({ length: WARM_UP }, (_, i) =>
        fetch(`${origins[i % 2]}/api/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.8.0.${i}` },
          body: JSON.stringify({
            ...attempt(i),
            appointmentDate: dayBefore.toISOString().slice(0, 10),
            idempotencyKey: `warm-${i}-${Date.now()}`,
          }),
        }).then((response) => response.arrayBuffer()),
      ),
    )

    const health = await Promise.all(
      Array.from({ length: ATTEMPTS }, async (_, i) => {
        const started = performance.now()
        const response = await fetch(`${origins[i % 2]}/api/health`)
        await response.arrayBuffer()
        return performance.now() - started
      }),
    )
    const healthLatencies = health.sort((a, b) => a - b)

    const attempts = Array.from({ length: ATTEMPTS }, async (_, i) => {
      const started = performance.now()
      const response = await fetch(`${origins[i % 2]}/api/bookings`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.9.${Math.floor(i / 250)}.${i % 250}`,
        },
        body: JSON.stringify({ ...attempt(i), appointmentDate: day }),
      })
      await response.arrayBuffer()
      return { status: response.status, ms: performance.now() - started }
    })
    const results = await Promise.all(attempts)

    const bookings = await fetch(
      `${first.origin}/api/cms/bookings?where[appointmentDate][equals]=${day}&limit=0&depth=0`,
      {
        headers: { Authorization: `JWT ${token}` },
      },
    )
    if (!bookings.ok)
      throw new Error(`could not count the stored bookings: HTTP ${bookings.status}`)
    const stored = ((await bookings.json()) as { totalDocs: number }).totalDocs
    const statuses = results.reduce<Record<number, number>>(
      (counts, r) => ({ ...counts, [r.status]: (counts[r.status] ?? 0) + 1 }),
      {},
    )
    const latencies = results.map((r) => r.ms).sort((a, b) => a - b)
    console.log(
      `Booking benchmark: ${ATTEMPTS} concurrent attempts for ${day} (${PLACES} places), split over 2 server processes on one SQLite file`,
    )
    console.log(`stored: ${stored} (must be exactly ${PLACES})`)
    console.log(
      `statuses: ${Object.entries(statuses)
        .map(([s, n]) => `${s} x ${n}`)
        .join(', ')}`,
    )
    const bookingP95 = percentile(latencies, 95)
    const healthP95 = percentile(healthLatencies, 95)
    console.log(
      `health:  p50 ${percentile(healthLatencies, 50).toFixed(0)} ms, p95 ${healthP95.toFixed(0)} ms (${ATTEMPTS} simultaneous GET /api/health)`,
    )
    console.log(
      `booking: p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${bookingP95.toFixed(0)} ms, max ${latencies.at(-1)!.toFixed(0)} ms`,
    )
    const ratio = bookingP95 / healthP95
    console.log(`booking p95 / health p95 = ${ratio.toFixed(2)} (target <= 1.5)`)
    if (stored !== PLACES || ratio > 1.5) process.exitCode = 1
  } finally {
    first.stop()
    stopSecond()
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
