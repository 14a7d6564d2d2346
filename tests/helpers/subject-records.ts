import type { Payload } from 'payload'

import type { SubjectData } from '@/privacy/server/subject'

/** A customer's records by kind, as ids in ascending order. */
export type Held = { bookings: number[]; requests: number[]; mails: number[]; waitlist: number[] }
export const kinds = ['bookings', 'requests', 'mails', 'waitlist'] as const
const collectionOf = {
  bookings: 'bookings',
  requests: 'requests',
  mails: 'booking-mails',
  waitlist: 'waitlist',
} as const

export const ascending = (ids: number[]) => [...ids].sort((a, b) => a - b)
export const held = (data: SubjectData): Held => ({
  bookings: ascending(data.bookings.map((d) => d.id)),
  requests: ascending(data.requests.map((d) => d.id)),
  mails: ascending(data.mails.map((d) => d.id)),
  waitlist: ascending(data.waitlist.map((d) => d.id)),
})
export const nothing: Held = { bookings: [], requests: [], mails: [], waitlist: [] }

/** Every record held, whoever it belongs to. */
export const everyRecord = async (payload: Payload): Promise<Held> =>
  Object.fromEntries(
    await Promise.all(
      kinds.map(async (kind) => {
        const found = await payload.find({
          collection: collectionOf[kind],
          pagination: false,
          depth: 0,
          select: {},
        })
        return [kind, ascending(found.docs.map((d) => d.id))]
      }),
    ),
  )

/** How many records of each kind are held. */
export const recordTotals = async (payload: Payload) => {
  const all = await everyRecord(payload)
  return Object.fromEntries(kinds.map((kind) => [kind, all[kind].length])) as Record<
    keyof Held,
    number
  >
}
