import { expect, test } from '@playwright/test'

import { freeDays, signInToAdmin, staffToken } from './helpers'

test('the privacy page states the retention periods staff set, in each language', async ({
  request,
}) => {
  const text = async (path: string) =>
    (await (await request.get(path)).text()).replace(/<!-- -->/g, '')
  expect(await text('/privacybeleid')).toContain('Afspraken: 24 maanden na de afspraakdatum.')
  expect(await text('/en/privacybeleid')).toContain(
    'Appointments: 24 months after the appointment day.',
  )
  expect(await text('/de/privacybeleid')).toContain('Termine: 24 Monate nach dem Termin.')
})

test("staff find one customer's data, export it and erase it in one confirmed action", async ({
  page,
  request,
}) => {
  const [day] = await freeDays(request, 1, 44)
  const email = `avg-${Date.now()}@example.nl`
  const booked = await request.post('/api/bookings', {
    data: {
      appointmentDate: day,
      customerName: 'Anna Avg',
      customerEmail: email,
      customerPhone: '0612345678',
      licensePlate: 'AV-123-G',
      termsAccepted: true,
      idempotencyKey: `avg-e2e-${Date.now()}`,
    },
  })
  expect(booked.status()).toBe(201)

  // Each worker's staff account has its own admin language (another spec changes one).
  // Each kind's heading counts what it holds: "Afspraken (1)".
  const bookings = /^(Afspraken|Appointments|Termine) \(\d+\)$/
  await signInToAdmin(page)
  await page.goto(`/admin/klantgegevens?email=${encodeURIComponent(email.toUpperCase())}`)
  await expect(
    page.getByRole('heading', { level: 1, name: /^(Klantgegevens|Customer data|Kundendaten)$/ }),
  ).toBeVisible()
  await expect(page.getByRole('region', { name: bookings })).toContainText('Anna Avg')

  const auth = { authorization: `JWT ${await staffToken(request)}` }
  const exported = await request.get(
    `/api/privacy/export?email=${encodeURIComponent(email)}&format=json`,
    { headers: auth },
  )
  expect(exported.headers()['content-disposition']).toContain('attachment')
  const data = (await exported.json()) as { bookings: { customerName: string }[] }
  expect(data.bookings.map((b) => b.customerName)).toEqual(['Anna Avg'])
  const csv = await request.get(
    `/api/privacy/export?email=${encodeURIComponent(email)}&format=csv`,
    {
      headers: auth,
    },
  )
  expect(await csv.text()).toContain('Anna Avg')
  expect((await request.get(`/api/privacy/export?email=${email}`)).status()).toBe(401)

  await page.getByRole('checkbox', { name: /bevestig|confirm|bestätige/ }).check()
  await page
    .getByRole('button', {
      name: /^(Alles van deze klant wissen|Erase everything of this customer|Alles von diesem Kunden löschen)$/,
    })
    .click()
  // The admin's drag-and-drop live region is a status too; ours is the one with the counts.
  await expect(
    page.getByRole('status').filter({ hasText: /(Gewist|Erased|Gelöscht): 1 / }),
  ).toBeVisible()
  await page.goto(`/admin/klantgegevens?email=${encodeURIComponent(email)}`)
  // Erased, the customer is held nowhere: the screen says so instead of listing empty kinds.
  await expect(
    page.getByRole('status').filter({ hasText: /^(Niets gevonden|Nothing found|Nichts gefunden)/ }),
  ).toBeVisible()

  const trail = await request.get(
    '/api/cms/audit-log?where[target][equals]=customer&sort=-createdAt&limit=2&depth=0',
    { headers: auth },
  )
  const { docs } = (await trail.json()) as { docs: { operation: string }[] }
  expect(docs.map((d) => d.operation)).toEqual(['erase', 'export'])
})
