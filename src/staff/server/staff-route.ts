import type { Payload, TypedUser } from 'payload'

import { payloadClient } from '@/platform/data/payload'

import { may, type Operation, roleOf, type Subject } from '../rules/roles'

export type StaffRequest = { payload: Payload; user: TypedUser } | { refused: Response }

/**
 * The staff member signed in behind a request to one of the admin's own routes (exports, the
 * customer-data erase), or the answer to give: 401 without Payload's session cookie (checked as
 * its REST API checks it), 403 when the member's role may not do this (src/staff/rules/roles.ts).
 */
export async function staffRequest(
  request: Request,
  needs: { subject: Subject; operation: Operation },
): Promise<StaffRequest> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return { refused: Response.json({ error: 'Staff login required' }, { status: 401 }) }
  if (!may(roleOf(user.role), needs.subject, needs.operation))
    return { refused: Response.json({ error: 'Not allowed for this role' }, { status: 403 }) }
  return { payload, user }
}

/** A file staff download: never kept by a browser, nginx or a CDN (it holds customer data). */
export function staffDownload(body: string, contentType: string, filename: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
