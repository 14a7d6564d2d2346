import type { AddressInfo } from 'node:net'

import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** Whether a parsed mail went to `address` (To, any of its entries). */
export const addressedTo = (mail: ParsedMail, address: string) =>
  [mail.to ?? []]
    .flat()
    .flatMap((to) => to.value)
    .some((entry) => entry.address?.toLowerCase() === address.toLowerCase())

export type MailServer = {
  /** SMTP_URL for the app: plain SMTP on loopback, no login. */
  url: string
  received: ParsedMail[]
  /** Resolves with the first received mail that `match` accepts, or fails after `timeoutMs`. */
  waitFor: (match: (mail: ParsedMail) => boolean, timeoutMs?: number) => Promise<ParsedMail>
  /** Holds every delivery for `ms` before accepting it (a slow provider). */
  delayBy: (ms: number) => void
  /** Mails being held before their "250 OK", and when the last one was accepted. */
  inHand: () => { pending: number; lastAcceptedAt: number }
  stop: () => Promise<void>
}

/**
 * A real SMTP server (the `smtp-server` package) on a free loopback port: it accepts every mail
 * and parses it with `mailparser`, as a mail program would read it.
 */
export async function startMailServer(): Promise<MailServer> {
  const received: ParsedMail[] = []
  const waiters = new Set<() => void>()
  let delayMs = 0
  let pending = 0
  let lastAcceptedAt = 0
  const closed = new Set<string>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onClose(session) {
      closed.add(session.id)
    },
    onData(stream, session, done) {
      simpleParser(stream)
        .then(async (mail) => {
          pending++
          if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
          pending--
          // A client gone before our "250 OK" never learnt the mail was taken: like any mail
          // server, this one then keeps nothing (the client sends it again).
          if (closed.has(session.id)) return done(new Error('client gone'))
          received.push(mail)
          lastAcceptedAt = Date.now()
          for (const wake of waiters) wake()
          done()
        })
        .catch((error: Error) => done(error))
    },
  })
  // A client killed in the middle of a mail (as the failover test kills the worker) resets its
  // connection: smtp-server reports that as an 'error' event, which would otherwise crash the
  // test process. Anything else still does.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    delayBy: (ms) => {
      delayMs = ms
    },
    inHand: () => ({ pending, lastAcceptedAt }),
    waitFor: (match, timeoutMs = 30_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(match)
          if (!found) return
          waiters.delete(check)
          clearTimeout(timer)
          resolve(found)
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`no matching mail within ${timeoutMs} ms (${received.length} received)`))
        }, timeoutMs)
        waiters.add(check)
        check()
      }),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
