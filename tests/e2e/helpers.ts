import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

/** The staff user the e2e server seeds; the tests sign in with their worker's own account. */
export const staff = { email: 'e2e-staff@chiptuning-nijmegen.nl', password: 'e2e-staff-password' }

/** Playwright's worker count (playwright.config.ts), one staff account each. */
export const WORKERS = 2

/** The staff account of a worker (tests/e2e/staff-accounts.setup.ts makes them). */
export const staffAccount = (index = test.info().parallelIndex) => ({
  email: `e2e-staff-${index}@chiptuning-nijmegen.nl`,
  password: staff.password,
})

/** The one employee (medewerker) account: the day's work, no prices, settings or accounts. */
export const employeeAccount = {
  email: 'e2e-employee@chiptuning-nijmegen.nl',
  password: staff.password,
}

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
  const response = await request.post('/api/cms/users/login', { data: staffAccount() })
  if (!response.ok()) throw new Error(`staff login failed: ${response.status()}`)
  return ((await response.json()) as { token: string }).token
}

/** Signs the worker's staff account (an owner), or the one given, in through the admin's login form. */
export async function signInToAdmin(page: Page, account = staffAccount()) {
  await page.goto('/admin/login')
  await page.getByLabel(/e-?mail/i).fill(account.email)
  await page.getByLabel(/wachtwoord|password|passwort/i).fill(account.password)
  await page.getByRole('button', { name: /inloggen|login|anmelden/i }).click()
  // A busy machine takes longer than the default ten seconds to sign in and open the start.
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
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

/** Staff fill `day` with confirmed bookings (the planner's own way in) until it is full. */
export async function fillDay(request: APIRequestContext, day: string, tag: string) {
  const auth = { authorization: `JWT ${await staffToken(request)}` }
  for (let n = 1; n <= 6; n++) {
    const answer = await request.post('/api/availability', { data: { date: day } })
    if (!((await answer.json()) as { available: boolean }).available) return
    const created = await request.post('/api/cms/bookings', {
      headers: auth,
      data: {
        appointmentDate: day,
        status: 'confirmed',
        customerName: `Vol ${n}`,
        customerEmail: `vol-${tag}-${n}@example.nl`,
        customerPhone: '0612345678',
        licensePlate: `${tag.slice(0, 2).toUpperCase()}-00${n}-W`,
      },
    })
    expect(created.status()).toBe(201)
  }
}

/** Turns the calendar's months until one of `days` is bookable in it; returns that day. */
export async function showFreeDay(page: Page, days: string[]): Promise<string> {
  for (let month = 0; month < 3; month++) {
    for (const day of days) {
      if (await page.locator(`td[data-day="${day}"] button:enabled`).count()) return day
    }
    await page.getByRole('button', { name: /next month|volgende maand/i }).click()
  }
  throw new Error(`none of ${days.join(', ')} is shown as bookable`)
}
