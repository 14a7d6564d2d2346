import autocannon from 'autocannon'
import { describe, expect, it } from 'vitest'

import { booking, post, scaleSite } from './scale-site'
import { addressedTo } from '../helpers/smtp'

/**
 * The compose `scale` topology (scale-site.ts) when a process is killed: the worker half way
 * through the mails, an app process under load. Limits, sign-in and cached pages are in
 * scale-topology-shared.int.spec.ts.
 */
const PORTS = { redis: 4170, a: 4171, b: 4172, worker: 4173, nginx: 4174 }

const { mail, nginx, a, b, worker, auth, startWorker } = scaleSite(PORTS)

describe('three processes as one site', () => {
  it('delivers every confirmation exactly once, with its invite, when the worker is killed half way', async () => {
    const customers = Array.from({ length: 40 }, (_, i) => `mail-${i}@example.nl`)
    // The provider takes a while: the worker is killed with mails in its hands.
    mail.delayBy(1_500)
    for (const [i, email] of customers.entries()) {
      const server = i % 2 ? b : a
      const answer = await post(`${server.origin}/api/bookings`, booking(email), {
        'x-forwarded-for': `192.0.2.${i + 1}`,
      })
      expect(answer.status, answer.text).toBe(201)
    }
    const confirmations = () =>
      mail.received.filter((m) => customers.some((email) => addressedTo(m, email)))
    // Killed while it waits for the provider's answer to mails it has sent, and not in the
    // moment between an answer and its record (no system can tell that moment apart: a mail
    // then goes out again under its Message-ID, which mail programs show once).
    const midDelivery = () => {
      const { pending, lastAcceptedAt } = mail.inHand()
      return confirmations().length >= 10 && pending > 0 && Date.now() - lastAcceptedAt > 1_000
    }
    for (let waited = 0; !midDelivery() && waited < 90_000; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100))
    expect(midDelivery()).toBe(true)
    expect(await worker.stop('SIGKILL')).toBeNull()
    const atKill = confirmations().length
    expect(atKill).toBeLessThan(40)
    mail.delayBy(0)
    await startWorker()
    for (let waited = 0; confirmations().length < 40 && waited < 120_000; waited += 500)
      await new Promise((resolve) => setTimeout(resolve, 500))
    // A few seconds more: a mail sent twice would show up now.
    await new Promise((resolve) => setTimeout(resolve, 6_000))
    const received = confirmations()
    console.log(
      `confirmations: ${atKill} before the worker was killed, ${received.length} in all, ${new Set(received.map((m) => m.messageId)).size} distinct`,
    )
    for (const email of customers) {
      const theirs = received.filter((m) => addressedTo(m, email))
      expect(theirs, email).toHaveLength(1)
      expect(theirs[0]!.messageId).toMatch(/^<booking-mail-\d+@chiptuning-nijmegen\.nl>$/)
      expect(theirs[0]!.attachments.some((file) => file.contentType === 'text/calendar')).toBe(true)
    }
  }, 300_000)

  it('loses no booking and answers no 5xx beyond those in flight when an app process is killed under load', async () => {
    type LoadResult = Parameters<Parameters<typeof autocannon>[1]>[1]
    const load = new Promise<LoadResult>((resolve, reject) =>
      autocannon(
        { url: `${nginx.origin}/merken`, connections: 10, duration: 20 },
        (error, result) => (error ? reject(error) : resolve(result)),
      ),
    )
    const answers: { email: string; status: number }[] = []
    let killed = false
    const bookings = (async () => {
      for (let i = 0; i < 40; i++) {
        if (i === 10) {
          killed = true
          void b.stop('SIGKILL')
        }
        const email = `load-${i}@example.nl`
        // Each from its own loopback address, as many visitors are (nginx's X-Forwarded-For).
        const answer = await post(
          `${nginx.origin}/api/bookings`,
          booking(email),
          {},
          `127.0.0.${10 + i}`,
        ).catch(() => ({ status: 0, text: '' }))
        answers.push({ email, status: answer.status })
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    })()
    const [result] = await Promise.all([load, bookings])
    expect(killed).toBe(true)
    console.log(
      `under load: ${result['2xx']} pages 2xx, ${result['5xx']} 5xx, ${result.errors} errors; bookings ${answers.map((x) => x.status).join(',')}`,
    )
    // At most the requests the killed process held (10 connections); nginx retries the rest.
    expect(result['5xx'] + result.errors).toBeLessThanOrEqual(10)
    const failed = answers.filter((x) => x.status !== 201)
    expect(failed.length).toBeLessThanOrEqual(1)
    const stored = (await (
      await fetch(
        `${a.origin}/api/cms/bookings?where[customerEmail][like]=load-&limit=100&depth=0`,
        {
          headers: auth,
        },
      )
    ).json()) as { docs: { customerEmail: string }[] }
    const storedEmails = new Set(stored.docs.map((doc) => doc.customerEmail))
    // Every booking answered 201 is stored.
    for (const answer of answers.filter((x) => x.status === 201))
      expect(storedEmails.has(answer.email), answer.email).toBe(true)
  }, 120_000)
})
