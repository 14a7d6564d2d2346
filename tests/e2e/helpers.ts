import { type APIRequestContext, expect, type Page } from '@playwright/test'

export const staff = { email: 'e2e-staff@chiptuning-nijmegen.nl', password: 'e2e-staff-password' }

export type EngineDoc = {
  id: number
  name: string
  path: string
  slug: string
  stockHp: number
  tunedHp: number
  stockNm: number
  tunedNm: number
  price: number | null
  results?: { price?: number | null }[]
}

/** Reads engines through the public REST API, so tests compare pages against the database. */
export async function findEngines(request: APIRequestContext, query: string): Promise<EngineDoc[]> {
  const response = await request.get(`/api/cms/engines?${query}&depth=0`)
  if (!response.ok()) throw new Error(`engine query failed: ${response.status()}`)
  return ((await response.json()) as { docs: EngineDoc[] }).docs
}

export async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/cms/users/login', { data: staff })
  if (!response.ok()) throw new Error(`staff login failed: ${response.status()}`)
  return ((await response.json()) as { token: string }).token
}

/** Signs the seeded staff user in through the admin's login form. */
export async function signInToAdmin(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel(/e-?mail/i).fill(staff.email)
  await page.getByLabel(/wachtwoord|password/i).fill(staff.password)
  await page.getByRole('button', { name: /inloggen|login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/** The first `count` days the availability endpoint offers, from `from` days ahead. */
export async function freeDays(
  request: APIRequestContext,
  count: number,
  from = 7,
): Promise<string[]> {
  const days: string[] = []
  const day = new Date()
  day.setUTCDate(day.getUTCDate() + from)
  for (let i = 0; i < 60 && days.length < count; i++, day.setUTCDate(day.getUTCDate() + 1)) {
    const date = day.toISOString().slice(0, 10)
    const answer = await request.post('/api/availability', { data: { date } })
    if (((await answer.json()) as { available: boolean }).available) days.push(date)
  }
  return days
}
