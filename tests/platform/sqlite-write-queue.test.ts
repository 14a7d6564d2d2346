import { afterEach, describe, expect, it, vi } from 'vitest'

import { isLocked, retryWhileLocked } from '@/platform/sqlite/locks'
import { createWriteQueue, isWrite } from '@/platform/sqlite/write-queue'

describe('the process-wide SQLite write queue', () => {
  it('tells writes from reads and pragma queries', () => {
    expect(isWrite('update "payload_jobs_stats" set "stats" = ?')).toBe(true)
    expect(isWrite({ sql: '  INSERT INTO "faqs" ("question") values (?)' })).toBe(true)
    expect(isWrite('delete from "bookings" where "id" = ?')).toBe(true)
    expect(isWrite('select "id" from "faqs"')).toBe(false)
    expect(isWrite('PRAGMA busy_timeout = 5000')).toBe(false)
    expect(isWrite({ sql: 'select * from "updates"' })).toBe(false)
  })

  it('sees a write behind comments, in a CTE and in the array form of a batch', () => {
    expect(isWrite('-- bookkeeping\nupdate "faqs" set "order" = 1')).toBe(true)
    expect(isWrite('/* import */ insert into "brands" ("name") values (?)')).toBe(true)
    expect(isWrite('with "old" as (select 1) delete from "faqs" where "id" in "old"')).toBe(true)
    expect(isWrite('with "n" as (select 1) select * from "n"')).toBe(false)
    expect(isWrite(['vacuum'])).toBe(true)
    expect(isWrite(['select 1', []])).toBe(false)
  })

  it('gives one writer the turn at a time, in the order they asked', async () => {
    const queue = createWriteQueue(1_000)
    const order: string[] = []
    const first = await queue.turn()
    const second = queue.turn().then((release) => {
      order.push('second')
      release()
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    order.push('first')
    first()
    await second
    expect(order).toEqual(['first', 'second'])
  })

  it('gives up with an error naming the writer before when it never finishes', async () => {
    const queue = createWriteQueue(50)
    await queue.turn(new Error('begun here'))
    const waiting = queue.turn()
    expect(queue.state()).toMatchObject({ waiting: 1 })
    const error = (await waiting.then(
      () => new Error('it got its turn'),
      (e: unknown) => e as Error,
    )) as Error
    expect(error.name).toBe('WriteTurnTimeout')
    expect(error.message).toMatch(/gave up after waiting 0.1 s for its turn/)
    expect(error.message).toMatch(
      /by a transaction begun at:\n\s+at .*sqlite-write-queue\.test\.ts/,
    )
    expect(queue.state()).toMatchObject({ waiting: 0 })
  })

  it('reports how many writes wait and for how long, and how long the turn is held', async () => {
    const queue = createWriteQueue(1_000)
    const release = await queue.turn()
    const second = queue.turn()
    const third = queue.turn()
    const now = Date.now() + 40
    expect(queue.state(now)).toMatchObject({ waiting: 2 })
    expect(queue.state(now).longestWaitMs).toBeGreaterThanOrEqual(40)
    expect(queue.state(now).heldForMs).toBeGreaterThanOrEqual(40)
    release()
    ;(await second)()
    ;(await third)()
    expect(queue.state()).toEqual({ waiting: 0, longestWaitMs: 0, heldForMs: 0 })
  })
})

describe("waiting for another process's write lock", () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  const locked = (code = 'SQLITE_BUSY') =>
    Object.assign(new Error(`${code}: database is locked`), { code })

  it("knows SQLite's lock errors, extended codes included, and nothing else", () => {
    expect(isLocked(locked())).toBe(true)
    expect(isLocked(locked('SQLITE_BUSY_SNAPSHOT'))).toBe(true)
    expect(isLocked(locked('SQLITE_CONSTRAINT_UNIQUE'))).toBe(false)
    expect(isLocked(new Error('database is locked'))).toBe(false)
    expect(isLocked(null)).toBe(false)
  })

  it('tries again with growing pauses until the lock is gone', async () => {
    vi.useFakeTimers()
    const tries: number[] = []
    const attempt = vi.fn(async () => {
      tries.push(Date.now())
      if (tries.length < 6) throw locked()
      return 'stored'
    })
    const replaced = vi.fn(async () => {})
    const result = retryWhileLocked(attempt, 20_000, replaced)
    await vi.runAllTimersAsync()
    await expect(result).resolves.toBe('stored')
    const pauses = tries.slice(1).map((at, i) => at - tries[i]!)
    expect(pauses).toEqual([10, 20, 40, 80, 160])
    // Each lock error leaves its connection unusable: it is replaced before the next try.
    expect(replaced).toHaveBeenCalledTimes(5)
  })

  it('gives up at the deadline with a marked error, and never retries another error', async () => {
    vi.useFakeTimers()
    const stillLocked = vi.fn(async () => {
      throw locked()
    })
    const result = retryWhileLocked(stillLocked, 1_000)
    const settled = expect(result).rejects.toMatchObject({
      message: 'The database stayed locked by another process for 1 s.',
      lockWaitSpent: true,
      cause: { code: 'SQLITE_BUSY' },
    })
    await vi.runAllTimersAsync()
    await settled
    // 10 + 20 + 40 + 80 + 160 + 250 + 250 = 810 ms; one more pause would pass the second.
    expect(stillLocked).toHaveBeenCalledTimes(8)

    const failing = vi.fn(async () => {
      throw locked('SQLITE_CONSTRAINT_UNIQUE')
    })
    await expect(retryWhileLocked(failing, 1_000)).rejects.toMatchObject({
      code: 'SQLITE_CONSTRAINT_UNIQUE',
    })
    expect(failing).toHaveBeenCalledTimes(1)
  })
})
