import { describe, expect, it } from 'vitest'

import { createWriteQueue, isWrite } from '@/server/sqlite-connection'

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

  it('gives up with a clear error when the writer before never finishes', async () => {
    const queue = createWriteQueue(50)
    await queue.turn()
    await expect(queue.turn()).rejects.toThrow(/stayed busy for 0.05 s/)
  })
})
