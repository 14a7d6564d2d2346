import { expect, test } from '@playwright/test'

import { fillDay, freeDays, staffToken } from './helpers'

test('a visitor joins a full day’s waitlist from the calendar, and staff see the list', async ({
  page,
  request,
}) => {
  const [day] = await freeDays(request, 1, 66)
  // Staff fill the day until the calendar says it is full.
  await fillDay(request, day!, 'vl')

  await page.goto(
    '/afspraak-stage1?merk=Audi&model=A4&bouwjaar=2015-2019&motorvariant=2.0%20TDI%20150hp',
  )
  // A day no other spec books (they look from 38 to 60 days ahead); the calendar asks for it
  // when it is picked, and hears it is full.
  const cell = page.locator(`td[data-day="${day}"] button`)
  for (let month = 0; month < 4 && (await cell.count()) === 0; month++)
    await page.getByRole('button', { name: /volgende maand/i }).click()
  await cell.click()
  const panel = page.getByRole('group', { name: 'Deze dag is vol' })
  await expect(panel).toBeVisible()
  await expect(panel.getByLabel('Voertuig')).toHaveValue('Audi A4 2015-2019 2.0 TDI 150hp')
  // The endpoint's schema checks it first: the refused fields say why, the first has focus.
  await panel.getByRole('button', { name: 'Op de wachtlijst' }).click()
  await expect(panel.getByLabel('Naam')).toBeFocused()
  await expect(panel.getByLabel('Naam')).toHaveAccessibleDescription('Vul uw naam in.')
  await panel.getByLabel('Naam').fill('Wendy Wachter')
  await panel.getByLabel('E-mailadres').fill('wendy@')
  await expect(panel.getByLabel('E-mailadres')).toHaveAccessibleDescription(
    'Vul een geldig e-mailadres in.',
  )
  await panel.getByLabel('E-mailadres').fill('wendy@example.nl')
  await panel.getByRole('button', { name: 'Op de wachtlijst' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'U bent nummer 1' })).toBeVisible()

  const listed = await request.get(`/api/cms/waitlist?where[date][equals]=${day}&depth=0`, {
    headers: { authorization: `JWT ${await staffToken(request)}` },
  })
  const { docs } = (await listed.json()) as { docs: { email: string; status: string }[] }
  expect(docs).toEqual([expect.objectContaining({ email: 'wendy@example.nl', status: 'waiting' })])
  // Nobody else reads the list.
  expect((await request.get('/api/cms/waitlist')).status()).toBe(403)
})
