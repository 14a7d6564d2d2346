import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type TypedUser,
} from 'payload'

import type { SubjectQuery } from '@/privacy/rules/subject'
import { roleOf } from '@/staff'

import { eraseSubject, findSubject, subjectFingerprint } from './subject'

type Counts = {
  bookings: number
  requests: number
  mails: number
  waitlist: number
  dynoRuns: number
}

const countsOf = (data: Awaited<ReturnType<typeof findSubject>>): Counts => ({
  bookings: data.bookings.length,
  requests: data.requests.length,
  mails: data.mails.length,
  waitlist: data.waitlist.length,
  dynoRuns: data.dynoRuns.length,
})

/**
 * An export or erasure of one customer, in the audit trail: who, when, how many records. The
 * customer is named by a fingerprint only, so the trail keeps no personal data of its own.
 */
async function recordAction(
  payload: Payload,
  user: TypedUser,
  operation: 'export' | 'erase',
  query: SubjectQuery,
  counts: Counts,
  req?: Parameters<Payload['create']>[0]['req'],
) {
  await payload.create({
    collection: 'audit-log',
    overrideAccess: true,
    req,
    data: {
      operation,
      target: 'customer',
      documentId: subjectFingerprint(query),
      user: user.id as number,
      userEmail: typeof user.email === 'string' ? user.email : undefined,
      userRole: roleOf(user.role),
      fields: Object.keys(counts).filter((key) => counts[key as keyof Counts] > 0),
      summary: `customer ${subjectFingerprint(query)}: ${Object.entries(counts)
        .map(([kind, n]) => `${n} ${kind}`)
        .join(', ')}`,
      createdAt: new Date().toISOString(),
    },
  })
}

/** Everything held about the customer, recorded as handed over. */
export async function exportSubject(payload: Payload, user: TypedUser, query: SubjectQuery) {
  const data = await findSubject(payload, query)
  await recordAction(payload, user, 'export', query, countsOf(data))
  return data
}

/** Erases the customer and records it, in one transaction: both happen, or neither. */
export async function eraseSubjectAndRecord(
  payload: Payload,
  user: TypedUser,
  query: SubjectQuery,
): Promise<Counts> {
  const req = await createLocalReq({ user }, payload)
  const started = await initTransaction(req)
  try {
    const data = await findSubject(payload, query, req)
    await eraseSubject(payload, data, req)
    const counts = countsOf(data)
    await recordAction(payload, user, 'erase', query, counts, req)
    if (started) await commitTransaction(req)
    return counts
  } catch (error) {
    if (started) await killTransaction(req)
    throw error
  }
}
