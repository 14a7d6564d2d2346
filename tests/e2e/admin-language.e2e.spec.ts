import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { freeDays, signInToAdmin } from './helpers'

/** The same words of the admin in Dutch and in English: navigation groups, collections, globals. */
const dashboard = {
  nl: [
    'Catalogus',
    'Merken',
    'Bouwjaren',
    'Motoren',
    "Pagina's",
    'Afspraken',
    'Instellingen',
    'Prijzen',
    'Actie',
  ],
  en: [
    'Catalogue',
    'Brands',
    'Build years',
    'Engines',
    'Pages',
    'Appointments',
    'Settings',
    'Prices',
    'Promotion',
  ],
}

/** The bookings list's columns. */
const columns = {
  nl: ['Datum', 'Naam', 'Telefoon', 'Voertuig', 'Gekozen pakket'],
  en: ['Date', 'Name', 'Phone', 'Vehicle', 'Chosen package'],
}

const status = { nl: 'Nieuw', en: 'New' }

const word = (text: string) =>
  new RegExp(`(^|[^\\p{L}'])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}'])`, 'u')

const customerName = 'Taaltest Klant'

/** A booking on the list, so that a row with its status is shown. */
async function bookingOnTheList(request: APIRequestContext) {
  const [day] = await freeDays(request, 1, 52)
  const answer = await request.post('/api/bookings', {
    data: {
      appointmentDate: day,
      customerName,
      customerEmail: `taaltest-${Date.now()}@example.nl`,
      customerPhone: '0612345678',
      licensePlate: 'TT-123-K',
      brand: 'Volkswagen',
      model: 'Golf',
      termsAccepted: true,
      idempotencyKey: `admin-language-${Date.now()}-${Math.floor(Math.random() * 1e9)}`,
    },
  })
  expect(answer.status()).toBe(201)
}

async function expectOnlyLanguage(text: string, shown: string[], absent: string[]) {
  for (const label of shown) expect(text, `shows "${label}"`).toMatch(word(label))
  for (const label of absent) expect(text, `does not show "${label}"`).not.toMatch(word(label))
}

async function checkAdmin(page: Page, language: 'nl' | 'en') {
  const other = language === 'nl' ? 'en' : 'nl'
  await signInToAdmin(page)
  await expect(
    page.getByRole('link', { name: dashboard[language][1], exact: true }).first(),
  ).toBeVisible()
  await expectOnlyLanguage(
    await page.locator('body').innerText(),
    dashboard[language],
    dashboard[other],
  )

  await page.goto(
    `/admin/collections/bookings?where[customerName][equals]=${encodeURIComponent(customerName)}`,
  )
  const header = page.locator('table thead')
  await expect(header).toBeVisible()
  await expectOnlyLanguage(await header.innerText(), columns[language], columns[other])
  const row = page.getByRole('row').filter({ hasText: customerName }).first()
  await expect(row).toContainText(status[language])
  // The day written out in the admin's language, and the status as a coloured badge.
  await expect(row).toContainText(
    language === 'nl'
      ? /(maan|dins|woens|donder|vrij|zater|zon)dag \d+ /
      : /(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day \d+ /,
  )
  await expect(row.locator('.pill[data-status="new"]')).toHaveText(status[language])
  expect(await row.innerText()).not.toMatch(word(status[other]))
}

test.describe('the admin in a Dutch browser', () => {
  test.use({ locale: 'nl-NL' })

  test('speaks Dutch on the dashboard and the bookings list', async ({ page, request }) => {
    await bookingOnTheList(request)
    await checkAdmin(page, 'nl')
  })
})

test.describe('the admin in an English browser', () => {
  test.use({ locale: 'en-GB' })

  test('speaks English on the dashboard and the bookings list', async ({ page, request }) => {
    await bookingOnTheList(request)
    await checkAdmin(page, 'en')
  })
})
