import http from 'node:http'

import { afterAll, beforeAll, expect } from 'vitest'

import { addDays, workshopToday } from '@/kit/format/dates'

import { bookingRequest } from '../helpers/booking'
import { type Nginx, startNginx } from '../helpers/nginx'
import {
  ensureProductionBuild,
  freshSeededDatabase,
  type ProductionServer,
  staffToken,
  startProductionServer,
} from '../helpers/production-server'
import { type RedisServer, startRedis } from '../helpers/redis'
import { type MailServer, startMailServer } from '../helpers/smtp'

/**
 * The compose `scale` topology with the real parts on loopback: Debian's nginx with the
 * repository's template in front of two app processes, a worker that runs the Jobs Queue (the
 * same build, as compose runs the same image), all on one SQLite file, Debian's redis-server
 * for what they share, and a real SMTP server as the mail provider.
 */
export type ScalePorts = { redis: number; a: number; b: number; worker: number; nginx: number }

/** A JSON POST from a chosen loopback address (nginx sees it as the client's address). */
export function post(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  from?: string,
) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const data = JSON.stringify(body)
    const request = http.request(
      url,
      {
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
          ...headers,
        },
      },
      (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => (text += chunk.toString()))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
      },
    )
    request.on('error', reject)
    request.end(data)
  })
}

let day = 0
/** A booking on one of the next 20 days (the booking rules below give each 20 places). */
export const booking = (email: string) =>
  bookingRequest({
    appointmentDate: addDays(workshopToday(new Date()), 2 + (day++ % 20)),
    customerEmail: email,
    customerName: `Klant ${email.split('@')[0]}`,
  })

/**
 * Starts the topology on `ports` in the spec's beforeAll and stops it in its afterAll. The
 * objects returned are filled in by beforeAll (they stay the same objects, so a spec can name
 * them from the start); `startWorker` starts the worker again in place of one that was killed.
 */
export function scaleSite(ports: ScalePorts) {
  const redis = {} as RedisServer
  const mail = {} as MailServer
  const nginx = {} as Nginx
  const a = {} as ProductionServer
  const b = {} as ProductionServer
  const worker = {} as ProductionServer
  const auth: Record<string, string> = {}
  let databaseUrl = ''

  const shared = () => ({
    REDIS_URL: redis.url,
    SMTP_URL: mail.url,
    MAIL_FROM: 'Chiptuning Nijmegen <afspraak@chiptuning-nijmegen.nl>',
  })
  const startApp = (port: number) =>
    startProductionServer({
      port,
      databaseUrl,
      env: { ...shared(), TRUST_PROXY: '1', JOBS_AUTORUN: '0' },
    })
  const startWorker = async () =>
    Object.assign(
      worker,
      await startProductionServer({
        port: ports.worker,
        databaseUrl,
        env: { ...shared(), JOBS_AUTORUN: '1', APP_ORIGIN: `http://127.0.0.1:${ports.a}` },
      }),
    )

  beforeAll(async () => {
    ensureProductionBuild()
    Object.assign(redis, await startRedis(ports.redis))
    Object.assign(mail, await startMailServer())
    databaseUrl = freshSeededDatabase().url
    // The first process applies the migrations; the others share the file after that.
    Object.assign(a, await startApp(ports.a))
    Object.assign(b, await startApp(ports.b))
    await startWorker()
    Object.assign(
      nginx,
      await startNginx({
        port: ports.nginx,
        upstream: `127.0.0.1:${ports.a};\n    server 127.0.0.1:${ports.b}`,
      }),
    )
    auth.authorization = `JWT ${await staffToken(a.origin)}`
    const everyDay = Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
        d,
        20,
      ]),
    )
    const rules = await post(
      `${a.origin}/api/cms/globals/booking-rules`,
      { placesPerWeekday: everyDay, leadDays: 1, closedDates: [] },
      auth,
    )
    expect(rules.status, rules.text).toBe(200)
  }, 600_000)

  afterAll(async () => {
    await nginx.stop?.()
    for (const server of [worker, b, a])
      if (server.child && server.child.exitCode === null) await server.stop()
    await mail.stop?.()
    await redis.stop?.()
  })

  return { mail, nginx, a, b, worker, auth, startWorker }
}
