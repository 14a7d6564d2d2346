import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { staffToken } from './helpers'

/** The requests staff find in the admin for a visitor's address, newest first. */
async function storedRequests(request: APIRequestContext, email: string) {
  const token = await staffToken(request)
  const response = await request.get(
    `/api/cms/requests?where[email][equals]=${encodeURIComponent(email)}&sort=-createdAt&depth=0`,
    { headers: { authorization: `JWT ${token}` } },
  )
  return ((await response.json()) as { docs: Record<string, unknown>[] }).docs
}

/**
 * The contact form at the foot of a page loads its script when it comes near: a test that
 * means the form with script scrolls to it and waits for that (the form before it posts itself).
 */
async function contactForm(page: Page) {
  const form = page.locator('#contact')
  await form.scrollIntoViewIfNeeded()
  await expect(form.locator('[data-script="loaded"]')).toBeAttached()
  return form
}

async function fillContact(scope: ReturnType<Page['locator']>, email: string) {
  await scope.getByLabel('Naam').fill('Eva Jansen')
  await scope.getByLabel('E-mailadres').fill(email)
  await scope.getByLabel('Telefoonnummer').fill('0612345678')
  await scope.getByLabel('Kenteken').fill('xz-123-b')
}

test.describe('requests reach the workshop', () => {
  test('the contact form checks its fields, sends the request, says so and resets to the prefill', async ({
    page,
    request,
  }) => {
    await page.goto('/merken/audi')
    const form = await contactForm(page)
    await expect(form.getByLabel('Auto merk')).toHaveValue('Audi')
    await form.getByRole('button', { name: 'Verstuur bericht' }).click()
    await expect(form.getByText('Vul uw naam in.')).toBeVisible()
    await expect(form.getByText('Vul het kenteken van uw voertuig in.')).toBeVisible()
    await expect(form.getByLabel('E-mailadres')).toHaveAttribute('type', 'email')
    await expect(form.getByLabel('Telefoonnummer')).toHaveAttribute('type', 'tel')

    const email = `eva-${Date.now()}@example.nl`
    await fillContact(form, email)
    await form.getByLabel(/Vermogen/).fill('150')
    await form.getByRole('button', { name: 'Verstuur bericht' }).click()
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Bericht verzonden' }),
    ).toBeVisible()
    await expect(form.getByLabel('Naam')).toHaveValue('')
    await expect(form.getByLabel('Auto merk')).toHaveValue('Audi')
    const [stored] = await storedRequests(request, email)
    expect(stored).toMatchObject({
      kind: 'contact',
      status: 'new',
      name: 'Eva Jansen',
      licensePlate: 'XZ-123-B',
      brand: 'Audi',
      horsepower: 150,
      locale: 'nl',
      page: '/merken/audi',
    })
  })

  test('when it cannot be sent, the message opens in the mail program instead', async ({
    page,
  }) => {
    await page.route('**/api/requests', (route) => route.abort('connectionrefused'))
    await page.goto('/merken/audi')
    const form = await contactForm(page)
    await fillContact(form, 'eva@example.nl')
    await form.getByLabel(/Vermogen/).fill('150')
    await form.getByRole('button', { name: 'Verstuur bericht' }).click()
    const draft = await form
      .getByRole('link', { name: 'Open het bericht in uw e-mailprogramma' })
      .getAttribute('href')
    const params = new URLSearchParams(draft!.split('?')[1])
    expect(draft).toMatch(/^mailto:info@chiptuning-nijmegen\.nl\?/)
    expect(params.get('subject')).toBe('Contact Form Submission from Eva Jansen')
    expect(params.get('body')).toContain('Auto merk: Audi\r\nModel: Niet opgegeven\r\nPK: 150')
    expect(params.get('body')).toContain('Bericht:\r\nGeen bericht')
    // Nothing is lost: the visitor's words stay in the form.
    await expect(form.getByLabel('Naam')).toHaveValue('Eva Jansen')
  })

  test('the home page’s contact form loads its script only near it, keeping what was typed before', async ({
    page,
    request,
  }) => {
    // react-hook-form comes with the form's chunk: held back, the form is still the server's.
    const formChunk = (body: string) => body.includes('HookFormContext')
    let asked = false
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch()
      if (formChunk(await response.text())) {
        asked = true
        await released
      }
      await route.fulfill({ response })
    })
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(asked).toBe(false)

    const form = page.locator('#contact')
    await form.getByLabel('Naam').click()
    await page.keyboard.type('Eva Jan')
    await expect.poll(() => asked).toBe(true)
    await expect(form.locator('[data-script="loaded"]')).not.toBeAttached()
    release()
    await expect(form.locator('[data-script="loaded"]')).toBeAttached()
    await page.keyboard.type('sen')
    await expect(form.getByLabel('Naam')).toHaveValue('Eva Jansen')
    await expect(form.getByLabel('Naam')).toBeFocused()

    const email = `near-${Date.now()}@example.nl`
    await form.getByLabel('E-mailadres').fill(email)
    await form.getByLabel('Telefoonnummer').fill('0612345678')
    await form.getByLabel('Kenteken').fill('xz-123-b')
    await form.getByRole('button', { name: 'Verstuur bericht' }).click()
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Bericht verzonden' }),
    ).toBeVisible()
    expect(page.url()).not.toContain('/verzonden')
    const [stored] = await storedRequests(request, email)
    expect(stored).toMatchObject({ name: 'Eva Jansen', page: '/' })
  })

  test('a Stage 2 quote is asked in a dialog with the vehicle, in the page language', async ({
    page,
    request,
  }) => {
    await page.goto('/en/merken/audi/a4/2015-2019/150pk')
    await page.getByRole('link', { name: 'Request a Quote' }).click()
    const dialog = page.getByRole('dialog', { name: 'Request a Stage 2 quote' })
    await expect(dialog).toBeVisible()
    const email = `quote-${Date.now()}@example.co.uk`
    await dialog.getByLabel('Name').fill('Sam Taylor')
    await dialog.getByLabel('Email address').fill(email)
    await dialog.getByLabel('Phone number').fill('+44 20 7946 0000')
    await dialog.getByLabel('Licence plate').fill('AB12 CDE')
    await dialog.getByRole('button', { name: 'Send message' }).click()
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Message sent' }),
    ).toBeVisible()
    const [stored] = await storedRequests(request, email)
    expect(stored).toMatchObject({ kind: 'stage2', locale: 'en', brand: 'Audi', model: 'A4' })
    expect(String(stored!.engine)).toContain('150')
    expect(String(stored!.page)).toBe('/en/merken/audi/a4/2015-2019/150pk')
  })

  test('the request dialog is used by keyboard: it opens on Enter, closes on Escape and hands focus back to its button', async ({
    page,
  }) => {
    await page.goto('/merken/audi/a4/2015-2019/150pk')
    const button = page.getByRole('link', { name: 'Vraag Offerte Aan' })
    await button.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('Naam')).toBeVisible()
    await expect(dialog).toContainText('Audi')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
  })
})
