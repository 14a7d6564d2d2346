import type { Payload } from 'payload'

import { isDuplicateOf } from '@/platform/payload/unique'

import { requestVehicle, type VisitorRequest } from '../rules/request'

export type RequestAnswer = {
  status: 200 | 201
  body: { success: true; requestId?: number | string }
}

async function withKey(payload: Payload, idempotencyKey: string) {
  const { docs } = await payload.find({
    collection: 'requests',
    where: { idempotencyKey: { equals: idempotencyKey } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]
}

/**
 * Stores a visitor's request with its two mails (to the workshop, and the visitor's
 * confirmation), in one write. The form's key makes a retry (a reply lost on the way) answer
 * the first request instead of storing it twice.
 */
export async function createRequest(
  payload: Payload,
  request: VisitorRequest,
): Promise<RequestAnswer> {
  // Bots fill the hidden field; they get a success and nothing is stored.
  if (request.website.trim()) return { status: 200, body: { success: true } }
  const seen = await withKey(payload, request.idempotencyKey)
  if (seen) return { status: 200, body: { success: true, requestId: seen.id } }
  try {
    const doc = await payload.create({
      collection: 'requests',
      overrideAccess: true,
      data: {
        kind: request.kind,
        status: 'new',
        name: request.name,
        email: request.email,
        phone: request.phone,
        licensePlate: request.licensePlate.toUpperCase(),
        brand: request.brand,
        model: request.model,
        buildYear: request.buildYear,
        engine: request.engine,
        horsepower: request.horsepower ? Number(request.horsepower) : null,
        vehicle: requestVehicle(request),
        message: request.message,
        locale: request.locale,
        page: request.page,
        idempotencyKey: request.idempotencyKey,
      },
    })
    return { status: 201, body: { success: true, requestId: doc.id } }
  } catch (error) {
    // The same form sent twice at once: the second meets the first's key.
    if (isDuplicateOf(error, 'idempotencyKey')) {
      const first = await withKey(payload, request.idempotencyKey)
      if (first) return { status: 200, body: { success: true, requestId: first.id } }
    }
    throw error
  }
}
