import type { Payload } from 'payload'

import type { User } from '@/payload-types'

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

/**
 * A staff account of the given role, signed in, calling Payload's REST API through the app's
 * own route in this process (its guards included), as the admin's screens and scripts do.
 */
export async function restAs(payload: Payload, email: string, role: User['role']) {
  const password = 'a-long-password'
  const user = (await payload.create({
    collection: 'users',
    data: { email, password, role },
    overrideAccess: true,
  })) as User
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  const routes = await import('@/app/(payload)/api/cms/[...slug]/route')
  const authorization = `JWT ${token}`
  return {
    user,
    authorization,
    async call(method: Method, path: string, body?: unknown) {
      const url = new URL(path, 'http://localhost')
      const slug = url.pathname.replace(/^\/api\/cms\//, '').split('/')
      const headers: Record<string, string> = { authorization, 'accept-language': 'nl' }
      if (body !== undefined) headers['content-type'] = 'application/json'
      const response = await routes[method](
        new Request(url, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
        { params: Promise.resolve({ slug }) },
      )
      const text = await response.text()
      return {
        status: response.status,
        body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
      }
    },
  }
}
