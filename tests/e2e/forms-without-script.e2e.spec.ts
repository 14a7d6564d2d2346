import { type APIRequestContext, expect, test } from '@playwright/test'

import { freeDays, staffToken } from './helpers'

/** What staff find in the admin for a visitor's address. */
async function stored(
  request: APIRequestContext,
  collection: string,
  field: string,
  email: string,
) {
  const token = await staffToken(request)
  const response = await request.get(
    `/api/cms/${collection}?where[${field}][equals]=${encodeURIComponent(email)}&depth=0`,
    { headers: { authorization: `JWT ${token}` } },
  )
  return ((await response.json()) as { docs: Record<string, unknown>[] }).docs
}

test.describe('forms in a browser with scripts off', () => {
  test.use({ javaScriptEnabled: false })

  test('books an appointment: a day, the vehicle, the details, consent; the answer says booked on that day', async ({
    page,
    request,
  }) => {
    // A day no other spec takes: those that book the first free day from 9 to 12 days ahead
    // raced this one for its day and made it full in between.
    const [day] = await freeDays(request, 1, 80)
    const email = `noscript-${Date.now()}@example.nl`
    await page.goto('/afspraak')
    const form = page.locator('#afspraak form')
    await form.getByLabel('Dag van uw afspraak').selectOption(day!)
    await form.getByLabel('Merk', { exact: true }).fill('Audi')
    await form.getByLabel('Model', { exact: true }).fill('A4')
    await form.getByLabel(/^Naam/).fill('Eva Jansen')
    await form.getByLabel(/^E-mailadres/).fill(email)
    await form.getByLabel(/^Telefoonnummer/).fill('0612345678')
    await form.getByLabel(/^Kenteken/).fill('xz-123-b')
    await form.getByRole('checkbox', { name: /algemene voorwaarden/ }).check()
    await form.getByRole('button', { name: 'Afspraak bevestigen' }).click()

    await expect(page).toHaveURL(/\/verzonden$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Afspraak gemaakt!' })).toBeVisible()
    await expect(page.getByText(/^Uw afspraak staat op \w+ \d{1,2} \w+ \d{4}\.$/i)).toBeVisible()
    const [booking] = await stored(request, 'bookings', 'customerEmail', email)
    expect(booking).toMatchObject({
      appointmentDate: day,
      customerName: 'Eva Jansen',
      licensePlate: 'XZ-123-B',
      brand: 'Audi',
      locale: 'nl',
    })
    // The answer is this visitor's alone: no cache keeps it.
    const answer = await page.request.get('/verzonden', { maxRedirects: 0 })
    expect(answer.headers()['cache-control']).toContain('no-store')
  })

  test('a booking refused says why and hands the form back as it was filled in', async ({
    page,
    request,
  }) => {
    const [day] = await freeDays(request, 1, 12)
    await page.goto('/en/afspraak')
    const form = page.locator('#afspraak form')
    await form.getByLabel('Day of your appointment').selectOption(day!)
    await form.getByLabel(/^Name/).fill('Eva Jansen')
    await form.getByLabel(/^Email address/).fill('eva@example.nl')
    await form.getByLabel(/^Phone number/).fill('0612345678')
    await form.getByLabel(/^Licence plate/).fill('XZ-123-B')
    // No consent ticked: the server's schema refuses, in the visitor's language.
    await form.getByRole('button', { name: /Confirm/ }).click()
    await expect(page).toHaveURL(/\/en\/verzonden$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Appointment not made' }),
    ).toBeVisible()
    const again = page.locator('#afspraak form')
    await expect(again.getByLabel(/^Name/)).toHaveValue('Eva Jansen')
    await expect(again.getByLabel('Day of your appointment')).toHaveValue(day!)
  })

  test('sends a contact request and sees its answer', async ({ page, request }) => {
    const email = `noscript-${Date.now()}@example.nl`
    await page.goto('/merken/audi')
    const form = page.locator('#contact form')
    await expect(form).toHaveAttribute('action', '/api/forms/request')
    await expect(form.getByLabel('Auto merk')).toHaveValue('Audi')
    await form.getByLabel('Naam').fill('Eva Jansen')
    await form.getByLabel('E-mailadres').fill(email)
    await form.getByLabel('Telefoonnummer').fill('0612345678')
    await form.getByLabel('Kenteken').fill('xz-123-b')
    await form.getByRole('button', { name: 'Verstuur bericht' }).click()
    await expect(page).toHaveURL(/\/verzonden$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Bericht verzonden' })).toBeVisible()
    // Nothing the visitor typed went into an address.
    expect(new URL(page.url()).search).toBe('')
    const [sent] = await stored(request, 'requests', 'email', email)
    expect(sent).toMatchObject({
      kind: 'contact',
      name: 'Eva Jansen',
      licensePlate: 'XZ-123-B',
      brand: 'Audi',
      page: '/merken/audi',
      locale: 'nl',
    })
  })

  test('a form posted from another site is refused; a JSON body is not taken as a form', async ({
    request,
  }) => {
    const form = { name: 'Eva', email: 'eva@example.nl', phone: '06', licensePlate: 'XZ-1' }
    const foreign = await request.post('/api/forms/request', {
      form,
      headers: { origin: 'https://elsewhere.example' },
      maxRedirects: 0,
    })
    expect(foreign.status()).toBe(403)
    const json = await request.post('/api/forms/request', { data: form, maxRedirects: 0 })
    expect(json.status()).toBe(415)
  })
})
