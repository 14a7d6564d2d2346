import { type APIRequestContext, expect, test } from '@playwright/test'

import { freeDays, showFreeDay, signInToAdmin, staffToken } from './helpers'

/** Books `day` through the booking API under a name of this run only (a retry books again). */
async function bookAs(request: APIRequestContext, day: string, prefix: string, plate: string) {
  const name = `${prefix} ${Date.now()
    .toString()
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`
  const booked = await request.post('/api/bookings', {
    data: {
      appointmentDate: day,
      customerName: name,
      customerEmail: `${prefix.toLowerCase()}@example.nl`,
      customerPhone: '0612345678',
      licensePlate: plate,
      brand: 'Audi',
      model: 'A3',
      termsAccepted: true,
      idempotencyKey: `${prefix.toLowerCase()}-e2e-${Date.now()}`,
    },
  })
  expect(booked.status()).toBe(201)
  return name
}

test('a customer opens the link from the confirmation mail and moves the booking', async ({
  page,
  request,
}) => {
  const [first, ...later] = await freeDays(request, 4)
  const email = `manage-${Date.now()}@example.nl`
  const booked = await request.post('/api/bookings', {
    data: {
      appointmentDate: first,
      customerName: 'Ilse de Boer',
      customerEmail: email,
      customerPhone: '0612345678',
      licensePlate: 'GH-456-J',
      brand: 'Volkswagen',
      model: 'Golf',
      termsAccepted: true,
      idempotencyKey: `manage-e2e-${Date.now()}`,
    },
  })
  expect(booked.status()).toBe(201)

  // Without a mail provider the production server keeps the mail for staff: read it there.
  const token = await staffToken(request)
  const mails = await request.get(
    `/api/cms/booking-mails?where[to][equals]=${encodeURIComponent(email)}&where[kind][equals]=confirmation&depth=0`,
    {
      headers: { Authorization: `JWT ${token}` },
    },
  )
  const [mail] = ((await mails.json()) as { docs: { text: string; state: string }[] }).docs
  const link = /https?:\/\/\S+\/afspraak\/beheren\/[\w-]{43}/.exec(mail!.text)?.[0]
  expect(link).toBeTruthy()

  await page.goto(new URL(link!).pathname)
  await expect(page.getByRole('heading', { level: 1, name: 'Uw afspraak' })).toBeVisible()
  await expect(page.getByText('Volkswagen Golf · GH-456-J')).toBeVisible()
  await expect(page.getByText('Ontvangen')).toBeVisible()
  await expect(page.getByText('Ilse de Boer')).toHaveCount(0)

  // No day picked yet: the move's schema says so beneath the calendar, and nothing moves.
  await page.getByRole('button', { name: 'Afspraak verzetten' }).click()
  await expect(page.getByText('Kies een geldige datum.')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'is verzet naar' })).toHaveCount(0)

  // A day with a free place: other tests fill days while this one runs.
  const target = await showFreeDay(page, later)
  await page.locator(`td[data-day="${target}"] button`).click()
  await page.getByRole('button', { name: 'Afspraak verzetten' }).click()
  const status = page.getByRole('status').filter({ hasText: 'Uw afspraak is verzet naar' })
  await expect(status).toContainText('Uw afspraak is verzet naar')
  const newDay = (await status.textContent())!
    .replace('Uw afspraak is verzet naar ', '')
    .replace(/\.$/, '')
  await expect(page.locator('dd').first()).toHaveText(newDay, { ignoreCase: true })

  // The workshop and the customer are told; the staff list shows the new day.
  const after = await request.get(
    `/api/cms/bookings?where[customerEmail][equals]=${encodeURIComponent(email)}&depth=0`,
    {
      headers: { Authorization: `JWT ${token}` },
    },
  )
  const [booking] = ((await after.json()) as { docs: { appointmentDate: string }[] }).docs
  expect(booking!.appointmentDate).not.toBe(first)
})

test('an unknown manage link answers 404 and tells the customer to call', async ({ page }) => {
  const response = await page.goto(`/afspraak/beheren/${'A'.repeat(43)}`)
  expect(response?.status()).toBe(404)
  expect(new URL(page.url()).pathname).toBe('/afspraak/beheren/link-onbekend')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Deze link werkt niet (meer)' }),
  ).toBeVisible()
  await expect(page.getByText('De link is onbekend of verlopen.')).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: /\+31/ })).toHaveAttribute(
    'href',
    /^tel:/,
  )
})

test('the staff planner shows a day with its places used and its bookings', async ({
  page,
  request,
}) => {
  // Far from the days the other tests book, which run at the same time.
  const [day] = await freeDays(request, 1, 45)
  const name = await bookAs(request, day!, 'Planner', 'PL-123-N')
  const availability = await request.post('/api/availability', { data: { date: day } })
  const free = ((await availability.json()) as { slots: string[] }).slots.length

  await signInToAdmin(page)
  await page.goto(`/admin/planner?month=${day!.slice(0, 7)}&day=${day}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Planner' })).toBeVisible()
  await expect(page).toHaveTitle('Planner · Chiptuning Nijmegen')
  // The month written out in the staff member's admin language.
  const [year, month] = day!.split('-').map(Number)
  const monthIn = (language: string) =>
    new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' }).format(
      new Date(year!, month! - 1, 1),
    )
  await expect(page.locator('[data-month]')).toHaveText(
    new RegExp(`^(${['nl', 'en', 'de'].map(monthIn).join('|')})$`),
  )
  const cell = page.locator(`td[data-date="${day}"]`)
  await expect(cell).toHaveAttribute('data-state', free === 0 ? 'full' : 'booked')
  if (free > 0) await expect(cell).toContainText(new RegExp(`${free} (vrij|free|frei)`))
  const [used, places] = /(\d+) (?:van|of|von) (\d+)/
    .exec((await cell.textContent())!)!
    .slice(1)
    .map(Number)
  expect(used).toBeGreaterThanOrEqual(1)
  expect(places! - used!).toBe(free)
  // The day's list: the booking's name, car and phone (to call from the list).
  const row = page.locator('tr[data-booking]', { hasText: name })
  await expect(row.getByRole('link', { name })).toBeVisible()
  await expect(row).toContainText('PL-123-N')
  await expect(row).toContainText('Audi A3')
  await expect(row.getByRole('link', { name: '0612345678' })).toHaveAttribute(
    'href',
    'tel:0612345678',
  )
  await expect(row.locator('[data-status="new"]')).toHaveText(/^(Nieuw|New|Neu)$/)
  await expect(page.getByRole('button', { name: /^(Afdrukken|Print|Drucken)$/ })).toBeVisible()

  // The planner's export: the shown weeks' bookings as a spreadsheet for staff only, its
  // headings in the planner's language; a range that ends before it starts is refused.
  const link = page.getByRole('link', { name: /^(Exporteren|Export|Exportieren) \(CSV\)$/ })
  const fromPage = await page.evaluate(
    async (href) => {
      const response = await fetch(href)
      return {
        status: response.status,
        file: response.headers.get('content-disposition'),
        text: await response.text(),
      }
    },
    (await link.getAttribute('href'))!,
  )
  expect(fromPage.status).toBe(200)
  expect(fromPage.file).toMatch(
    /^attachment; filename="afspraken-\d{4}-\d\d-\d\d-\d{4}-\d\d-\d\d\.csv"$/,
  )
  const [headings, ...lines] = fromPage.text.split(/\r?\n/)
  expect(headings).toMatch(/^(Datum,Status,Naam|Date,Status,Name|Datum,Status,Name),/)
  expect(lines.find((line) => line.includes(name))).toMatch(new RegExp(`^${day},`))
  const exportUrl = `/api/bookings/export?from=${day}&until=${day}&lang=en`
  const staff = { authorization: `JWT ${await staffToken(request)}` }
  const csv = await request.get(exportUrl, { headers: staff })
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8')
  expect(csv.headers()['cache-control']).toBe('private, no-store')
  // A byte-order mark first (the browser's fetch above drops it), so Excel reads UTF-8.
  expect(await csv.text()).toMatch(/^\uFEFFDate,Status,Name,/)
  expect((await request.get(exportUrl)).status()).toBe(401)
  const backwards = `/api/bookings/export?from=${day}&until=2020-01-01`
  expect((await request.get(backwards, { headers: staff })).status()).toBe(400)

  // An address typed by hand with no real day or month shows this month, not an error.
  await page.goto('/admin/planner?month=2026-13&day=x')
  await expect(page.getByRole('heading', { level: 1, name: 'Planner' })).toBeVisible()
  await expect(page.locator('td[data-date]').first()).toBeVisible()
})

test('a booking form opened before the customer cancelled cannot bring the booking back', async ({
  page,
  request,
}) => {
  const [day] = await freeDays(request, 1, 38)
  const name = await bookAs(request, day!, 'Stale', 'ST-123-L')
  const token = await staffToken(request)
  const auth = { authorization: `JWT ${token}` }
  const found = await request.get(
    `/api/cms/bookings?where[customerName][equals]=${encodeURIComponent(name)}&depth=0`,
    { headers: auth },
  )
  const [booking] = ((await found.json()) as { docs: { id: number }[] }).docs
  const stored = async () =>
    (await (
      await request.get(`/api/cms/bookings/${booking!.id}?depth=0`, { headers: auth })
    ).json()) as { status: string; notes: string | null }

  await signInToAdmin(page)
  await page.goto(`/admin/collections/bookings/${booking!.id}`)
  const before = await stored()
  const notes = page.getByRole('textbox', { name: /^(Opmerkingen|Notes)$/ })
  await expect(notes).toBeVisible()
  // Meanwhile the customer cancels (here through the API, as any other save would).
  const cancelled = await request.patch(`/api/cms/bookings/${booking!.id}`, {
    headers: auth,
    data: { status: 'cancelled' },
  })
  expect(cancelled.status()).toBe(200)

  await notes.fill('Klant belt terug')
  // Payload's admin notices the change itself when it next checks the form, and then offers
  // only a reload; a save that gets in before that check meets the collection's own refusal.
  // Either way the old form is never stored.
  const reloadOnly = page.getByRole('dialog', { name: 'document-stale-data' })
  const refused = page.getByText(/changed in the meantime|intussen gewijzigd/)
  await page.getByRole('button', { name: /^(Opslaan|Save)$/ }).click({ force: true })
  await expect(reloadOnly.or(refused)).toBeVisible()
  expect(await stored()).toMatchObject({ status: 'cancelled', notes: before.notes })
})
