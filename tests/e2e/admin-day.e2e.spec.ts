import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { longDate } from '@/kit/format/long-date'

import { employeeAccount, freeDays, signInToAdmin, staffToken } from './helpers'

// A workshop day in the admin, in Dutch: today's booking on the start screen, its status changed
// there, the bookings list's quick filters, a move with the day picker (closed and full days
// greyed out, a full day refused on save as before), and the planner's day.

const next = (date: string, days: number) => {
  const day = new Date(`${date}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay()

async function book(request: APIRequestContext, token: string, day: string, name: string) {
  return request.post('/api/cms/bookings', {
    headers: { Authorization: `JWT ${token}` },
    data: {
      appointmentDate: day,
      customerName: name,
      customerEmail: `admin-day-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.nl`,
      customerPhone: '06 2345 6789',
      licensePlate: 'AD-123-Y',
      brand: 'Skoda',
      model: 'Octavia',
      status: 'new',
    },
  })
}

/** Turns the picker's months until `day` is shown in it. */
async function showInPicker(page: Page, day: string) {
  const cell = page.locator(`[data-appointment-date] td[data-day="${day}"]`)
  for (let month = 0; month < 5 && !(await cell.count()); month++)
    await page.locator('[data-appointment-date] .rdp-button_next').click()
  await expect(cell).toHaveCount(1)
  return cell.getByRole('button')
}

test.describe('a day in the admin', () => {
  test.use({ locale: 'nl-NL', viewport: { width: 1440, height: 900 } })

  test('the owner sees today’s booking, changes its status, filters, moves it and reads the planner', async ({
    page,
    request,
  }, testInfo) => {
    // A whole day's walk through eight admin screens: on a busy machine each takes seconds.
    test.setTimeout(300_000)
    const token = await staffToken(request)
    await signInToAdmin(page)

    // Today, unless the workshop is closed or full today: then the strip's next open day.
    const strip = page.getByRole('list', { name: /komende 14 dagen/i })
    await expect(strip.locator('li')).toHaveCount(14)
    const today = (await strip.locator('li').first().getAttribute('data-date'))!
    const day = (await strip
      .locator('li:not([data-state="closed"]):not([data-state="full"])')
      .first()
      .getAttribute('data-date'))!
    const name = `Werkdag Klant ${Date.now().toString(36)}`
    const created = await book(request, token, day, name)
    expect(created.status(), await created.text()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }

    await page.reload()
    if (day === today) {
      const row = page.locator(`tr[data-booking="${doc.id}"]`)
      await expect(row).toContainText(name)
      await row.getByRole('combobox').selectOption('confirmed')
      await expect(row.getByRole('status')).toHaveText(/opgeslagen/i)
    } else {
      testInfo.annotations.push({ type: 'closed today', description: `booked ${day} instead` })
      await expect(strip.locator(`li[data-date="${day}"]`)).toHaveAttribute(
        'data-state',
        /booked|full/,
      )
      const confirmed = await request.patch(`/api/cms/bookings/${doc.id}`, {
        headers: { Authorization: `JWT ${token}` },
        data: { status: 'confirmed' },
      })
      expect(confirmed.ok()).toBe(true)
    }

    // The list: the day written out, and the quick filters set Payload's where query.
    await page.goto('/admin/collections/bookings')
    const filters = page.getByRole('navigation', { name: 'Snel filteren' })
    await filters.getByRole('link', { name: day === today ? 'Vandaag' : 'Deze week' }).click()
    await expect(page).toHaveURL(/where%5BappointmentDate%5D|where\[appointmentDate\]/)
    await filters.getByRole('link', { name: 'Bevestigd' }).click()
    await expect(page).toHaveURL(/where(%5B|\[)status(%5D|\])(%5B|\[)equals(%5D|\])=confirmed/)
    await expect(filters.getByRole('link', { name: 'Bevestigd' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    const row = page.getByRole('row').filter({ hasText: name })
    await expect(row).toContainText(longDate(day, 'nl'))
    await expect(
      page.getByRole('row').filter({ has: page.locator('[data-status="new"]') }),
    ).toHaveCount(0)
    await page.screenshot({ path: testInfo.outputPath('bookings-list-1440.png') })

    // A Saturday has one place: the first open one from two weeks ahead, taken by another
    // booking (or already taken), is full.
    let saturday = next(day, 14)
    while (weekday(saturday) !== 6) saturday = next(saturday, 1)
    for (let tries = 0; tries < 8; tries++, saturday = next(saturday, 7)) {
      const answer = await request.post('/api/availability', { data: { date: saturday } })
      const state = (await answer.json()) as { available: boolean; full?: boolean }
      if (state.full) break
      if (!state.available) continue
      const filler = await book(request, token, saturday, `Zaterdag Klant ${Date.now()}`)
      expect(filler.status(), await filler.text()).toBe(201)
      break
    }
    const full = await request.post('/api/availability', { data: { date: saturday } })
    expect(((await full.json()) as { full?: boolean }).full).toBe(true)
    const [target] = await freeDays(request, 1, 9)
    expect(target).toBeTruthy()

    await page.goto(`/admin/collections/bookings/${doc.id}`)
    const field = page.locator('[data-appointment-date]')
    await expect(field.locator('[data-chosen-day]')).toHaveText(longDate(day, 'nl'))
    await field.getByRole('button', { name: 'Andere dag kiezen' }).click()
    let sunday = next(day, 1)
    while (weekday(sunday) !== 0) sunday = next(sunday, 1)
    await expect(await showInPicker(page, sunday)).toBeDisabled()
    await expect(await showInPicker(page, saturday)).toBeDisabled()
    const choice = await showInPicker(page, target!)
    await expect(choice).toBeEnabled()
    await page.screenshot({ path: testInfo.outputPath('booking-picker-1440.png') })
    await choice.click()
    await expect(field.locator('[data-chosen-day]')).toHaveText(longDate(target!, 'nl'))
    await page.locator('#action-save').click()
    // Stored through the admin's save (a slow machine takes its time to answer).
    await expect
      .poll(
        async () => {
          const stored = await request.get(`/api/cms/bookings/${doc.id}?depth=0`, {
            headers: { Authorization: `JWT ${token}` },
          })
          return ((await stored.json()) as { appointmentDate: string }).appointmentDate
        },
        { timeout: 45_000 },
      )
      .toBe(target)

    // A move into the full day is refused on save, as it always was.
    const intoFull = await request.patch(`/api/cms/bookings/${doc.id}`, {
      headers: { Authorization: `JWT ${token}` },
      data: { appointmentDate: saturday },
    })
    // 409: the day has no free place left.
    expect(intoFull.status()).toBe(409)

    // The planner's day lists the booking under the day written out.
    await page.goto(`/admin/planner?month=${target!.slice(0, 7)}&day=${target}`)
    const planned = page.getByRole('region', { name: longDate(target!, 'nl') })
    await expect(planned.getByRole('heading', { name: longDate(target!, 'nl') })).toBeVisible()
    await expect(planned).toContainText(name)
    await page.screenshot({ path: testInfo.outputPath('planner-1440.png') })
  })

  test('an employee sees the day’s work and is refused a price change (403)', async ({ page }) => {
    test.setTimeout(150_000)
    await signInToAdmin(page, employeeAccount)
    await expect(page.getByRole('list', { name: /komende 14 dagen/i }).locator('li')).toHaveCount(
      14,
    )
    await page.goto('/admin/collections/bookings')
    await expect(page.getByRole('navigation', { name: 'Snel filteren' })).toBeVisible()

    const headers = { origin: new URL(page.url()).origin }
    const engines = await page.request.get('/api/cms/engines?limit=1&depth=0', { headers })
    expect(engines.ok()).toBe(true)
    const [engine] = ((await engines.json()) as { docs: { id: number; price?: number }[] }).docs
    expect(engine).toBeTruthy()
    const enginePrice = await page.request.patch(`/api/cms/engines/${engine!.id}`, {
      headers,
      data: { price: 1 },
    })
    expect(enginePrice.status()).toBe(403)
    const pricing = await page.request.post('/api/cms/globals/pricing', {
      headers,
      data: { stage1Fallback: 1 },
    })
    expect(pricing.status()).toBe(403)
    const after = await page.request.get(`/api/cms/engines/${engine!.id}?depth=0`, { headers })
    expect(((await after.json()) as { price?: number }).price).toBe(engine!.price)
  })
})

test.describe('the admin’s dates in German', () => {
  test.use({ locale: 'de-DE' })

  test('the bookings list and the audit trail write the day out, a moment with its time', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000)
    const token = await staffToken(request)
    const [day] = await freeDays(request, 1, 30)
    const name = `Datum Kunde ${Date.now().toString(36)}`
    expect((await book(request, token, day!, name)).status()).toBe(201)
    await signInToAdmin(page)
    await page.goto(
      `/admin/collections/bookings?where[customerName][equals]=${encodeURIComponent(name)}`,
    )
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText(
      longDate(day!, 'de'),
    )
    await page.goto('/admin/collections/audit-log')
    await expect(page.locator('table tbody tr').first()).toContainText(
      /(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d+\. \p{L}+ \d{4} · \d{2}:\d{2}/u,
    )
  })
})
