import { type ChildProcess, spawn } from 'node:child_process'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookingSetup, comingTuesday } from '../helpers/booking'
import { startPayload, type TestPayload } from '../helpers/payload'

/** The first line a writer process prints that matches, or its exit as an error. */
function lineFrom(child: ChildProcess, match: (line: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffered = ''
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString()
      const line = buffered.split('\n').find((candidate) => match(candidate.trim()))
      if (line === undefined) return
      child.stdout!.off('data', onData)
      resolve(line.trim())
    }
    child.stdout!.on('data', onData)
    child.once('exit', (code) => reject(new Error(`writer exited with ${code} before answering`)))
  })
}

/**
 * Two app processes on one SQLite file, each taking three bookings for one address at the same
 * moment: the limit is counted inside each booking's transaction, which SQLite runs one at a
 * time across processes (BEGIN IMMEDIATE), so two of the six pass, not one per process or more.
 */
describe('the address limit across processes', () => {
  let t: TestPayload
  const writers: ChildProcess[] = []
  beforeAll(async () => {
    t = await startPayload()
    await bookingSetup(t.payload, 3)
  })
  afterAll(async () => {
    for (const writer of writers) if (writer.exitCode === null) writer.kill()
    await t?.cleanup()
  })

  it('lets exactly two of six simultaneous bookings from one address through', async () => {
    const days = Array.from({ length: 6 }, (_, i) => comingTuesday(i))
    const env = {
      ...process.env,
      NODE_ENV: 'test' as const,
      DATABASE_PUSH: 'false',
      JOBS_AUTORUN: '0',
      PAGE_WARMING: '0',
    }
    const answers: Promise<string>[] = []
    // One after the other up to "ready" (each bundles the script to the same file first).
    for (const [email, mine] of [
      ['twee@example.nl', days.slice(0, 3)],
      ['TWEE@example.nl', days.slice(3)],
    ] as const) {
      const writer = spawn(
        process.execPath,
        ['scripts/run-ts.mjs', 'tests/booking/address-limit-writer.ts', email, ...mine],
        { env, stdio: ['pipe', 'pipe', 'inherit'] },
      )
      writers.push(writer)
      await lineFrom(writer, (line) => line === 'ready')
      answers.push(lineFrom(writer, (line) => line.startsWith('[')))
    }
    for (const writer of writers) writer.stdin!.write('go\n')
    const statuses = (await Promise.all(answers)).flatMap((line) => JSON.parse(line) as number[])
    expect(statuses.sort()).toEqual([201, 201, 409, 409, 409, 409])
    const stored = await t.payload.find({
      collection: 'bookings',
      where: { customerEmail: { like: 'twee@example.nl' } },
      depth: 0,
    })
    expect(stored.totalDocs).toBe(2)
  })
})
