import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { fillDay, freeDays, staffToken } from './helpers'

/**
 * A phone whose scripts have not come yet (or never do): scripting is on, so no <noscript> day
 * list shows, but the page never hydrates. Its calendar's days, months and "Deze dag
 * inplannen" are links the server answers; the forms post themselves.
 */
async function neverHydrates(page: Page) {
  await page.route(/\/_next\/static\/chunks\/.+\.js/, (route) => route.abort())
}

/** Follows the calendar's next-month link until one of `days` is a link; returns that day. */
async function showFreeDayLink(page: Page, days: string[]): Promise<string> {
  for (let month = 0; month < 3; month++) {
    for (const day of days) if (await page.locator(`td[data-day="${day}"] a`).count()) return day
    await page.getByRole('link', { name: /volgende maand/i }).click()
  }
  throw new Error(`none of ${days.join(', ')} is a link in the calendar`)
}

async function staffRead(request: APIRequestContext, path: string) {
  const token = await staffToken(request)
  const response = await request.get(`/api/cms/${path}`, {
    headers: { authorization: `JWT ${token}` },
  })
  return ((await response.json()) as { docs: Record<string, unknown>[] }).docs
}

test.describe('forms before their script has run', () => {
  test('books through the calendar’s links: a day, its place, the details; the answer says booked', async ({
    page,
    request,
  }) => {
    await neverHydrates(page)
    const days = await freeDays(request, 3, 9)
    const email = `before-script-${Date.now()}@example.nl`
    await page.goto('/afspraak-stage1?merk=Audi&model=A4')
    const day = await showFreeDayLink(page, days)
    await page.locator(`td[data-day="${day}"] a`).click()
    await expect(page).toHaveURL(new RegExp(`merk=Audi.*dag=${day}#afspraak$`))
    // The server asked for the day's places as the script would have.
    const panel = page.locator('#afspraak section[aria-live]')
    await expect(panel).toContainText('Plaats 1')
    await panel.getByRole('link', { name: 'Deze dag inplannen' }).click()
    await expect(page).toHaveURL(new RegExp(`dag=${day}&plaats=1#gegevens$`))
    await expect(panel.getByRole('button', { name: 'Plaats gereserveerd ✓' })).toBeDisabled()

    const form = page.locator('#afspraak form')
    await expect(form.getByLabel('Merk', { exact: true })).toHaveValue('Audi')
    await form.getByLabel(/^Naam/).fill('Sanne Visser')
    await form.getByLabel(/^E-mailadres/).fill(email)
    await form.getByLabel(/^Telefoonnummer/).fill('0612345678')
    await form.getByLabel(/^Kenteken/).fill('tr-456-k')
    await form.getByRole('checkbox', { name: /algemene voorwaarden/ }).check()
    await form.getByRole('button', { name: 'Afspraak bevestigen' }).click()

    await expect(page).toHaveURL(/\/verzonden$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Afspraak gemaakt!' })).toBeVisible()
    const [booking] = await staffRead(
      request,
      `bookings?where[customerEmail][equals]=${encodeURIComponent(email)}&depth=0`,
    )
    expect(booking).toMatchObject({
      appointmentDate: day,
      customerName: 'Sanne Visser',
      licensePlate: 'TR-456-K',
      brand: 'Audi',
      model: 'A4',
    })
  })

  test('a malformed or closed day in the address picks nothing and breaks nothing', async ({
    page,
  }) => {
    await neverHydrates(page)
    const answer = await page.goto('/afspraak?dag=2027-02-30&plaats=1&maand=13')
    expect(answer?.status()).toBe(200)
    await expect(page.locator('#gegevens')).toBeHidden()
    // A Sunday is never open: its reason shows, and no place can be reserved.
    const sunday = new Date()
    sunday.setUTCDate(sunday.getUTCDate() + 14 + ((7 - sunday.getUTCDay()) % 7))
    const date = sunday.toISOString().slice(0, 10)
    await page.goto(`/afspraak?dag=${date}&plaats=1`)
    const panel = page.locator('#afspraak section[aria-live]')
    await expect(panel.locator('.text-danger')).not.toBeEmpty()
    await expect(panel.getByRole('button', { name: 'Deze dag inplannen' })).toBeDisabled()
    await expect(page.locator('#gegevens')).toBeHidden()
  })

  test('joins a full day’s waitlist from the day panel the address chose', async ({
    page,
    request,
  }) => {
    // A day no other spec books (the waitlist spec takes 66 days ahead, the rest 38 to 60).
    const [day] = await freeDays(request, 1, 70)
    await fillDay(request, day!, 'vb')
    await neverHydrates(page)
    await page.goto(`/afspraak?dag=${day}#afspraak`)
    const panel = page.getByRole('group', { name: 'Deze dag is vol' })
    await panel.getByLabel('Naam').fill('Wim Wachter')
    await panel.getByLabel('E-mailadres').fill('wim-before@example.nl')
    await panel.getByRole('button', { name: 'Op de wachtlijst' }).click()
    await expect(page).toHaveURL(/\/verzonden$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'U staat op de wachtlijst' }),
    ).toBeVisible()
    const [entry] = await staffRead(request, `waitlist?where[date][equals]=${day}&depth=0`)
    expect(entry).toMatchObject({ email: 'wim-before@example.nl', status: 'waiting' })
  })

  test('moves a booking through the calendar’s links on the manage page', async ({
    page,
    request,
  }) => {
    const [first, ...later] = await freeDays(request, 4, 11)
    const email = `move-before-script-${Date.now()}@example.nl`
    const booked = await request.post('/api/bookings', {
      data: {
        appointmentDate: first,
        customerName: 'Joris Bakker',
        customerEmail: email,
        customerPhone: '0612345678',
        licensePlate: 'KL-789-M',
        brand: 'Volkswagen',
        model: 'Polo',
        termsAccepted: true,
        idempotencyKey: `move-before-script-${Date.now()}`,
      },
    })
    expect(booked.status()).toBe(201)
    const [mail] = await staffRead(
      request,
      `booking-mails?where[to][equals]=${encodeURIComponent(email)}&where[kind][equals]=confirmation&depth=0`,
    )
    const link = /https?:\/\/\S+\/afspraak\/beheren\/[\w-]{43}/.exec(String(mail!.text))?.[0]

    await neverHydrates(page)
    await page.goto(new URL(link!).pathname)
    const target = await showFreeDayLink(page, later)
    await page.locator(`td[data-day="${target}"] a`).click()
    await expect(page).toHaveURL(new RegExp(`dag=${target}#move-title$`))
    await page.getByRole('button', { name: 'Afspraak verzetten' }).click()
    await expect(page.getByText('Uw afspraak is verzet naar')).toBeVisible()
    const [moved] = await staffRead(
      request,
      `bookings?where[customerEmail][equals]=${encodeURIComponent(email)}&depth=0`,
    )
    expect(moved!.appointmentDate).toBe(target)
  })
})
