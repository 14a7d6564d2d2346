import { type APIRequestContext, expect } from '@playwright/test'

export type Doc = Record<string, unknown>
export const locales = ['nl', 'en', 'de'] as const

/** The staff session every request of a staff spec carries; set in its beforeAll. */
export const session = { token: '' }
export const auth = () => ({ Authorization: `JWT ${session.token}` })

export async function read(request: APIRequestContext, slug: string, locale: string): Promise<Doc> {
  const response = await request.get(`/api/cms/globals/${slug}?locale=${locale}&depth=0`, {
    headers: auth(),
  })
  expect(response.ok(), `${slug} ${locale}`).toBe(true)
  return (await response.json()) as Doc
}

export async function write(request: APIRequestContext, slug: string, data: Doc, locale = 'nl') {
  const response = await request.post(`/api/cms/globals/${slug}?locale=${locale}`, {
    headers: auth(),
    data,
  })
  expect(response.ok(), `${slug} ${locale}: ${await response.text()}`).toBe(true)
}

/** A page's server HTML with React's text separators removed, as a reader (or a crawler) gets it. */
export async function page(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  return (await response.text()).replace(/<!-- -->/g, '')
}

/** Saves every locale of a global, lets the test change it, and puts it back whatever happens. */
export async function withGlobal(
  request: APIRequestContext,
  slug: string,
  change: (saved: Record<string, Doc>) => Promise<void>,
) {
  const saved = Object.fromEntries(
    await Promise.all(locales.map(async (l) => [l, await read(request, slug, l)] as const)),
  )
  try {
    await change(saved)
  } finally {
    for (const locale of locales) {
      const { id: _id, createdAt: _c, updatedAt: _u, globalType: _g, ...data } = saved[locale]!
      await write(request, slug, data, locale)
    }
  }
}

/** The availability endpoint's answer for a day, as the booking calendar asks for it. */
export async function dayAnswer(request: APIRequestContext, date: string, locale: string) {
  const response = await request.post('/api/availability', { data: { date, locale } })
  return (await response.json()) as { available: boolean; slots: string[]; reason: string | null }
}

/** The day `offset` days from now, moved off a Sunday (closed by default). */
export function day(offset: number): string {
  const date = new Date(Date.now() + offset * 86_400_000)
  if (date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}
