import { expect, test } from '@playwright/test'

// The demo seed publishes two made-up runs on this engine and one on its 184 hp sibling.
const withRuns = '/merken/volkswagen/golf/2012-2017/150pk'
const withoutRuns = '/merken/volkswagen/golf/2012-2017/110pk'

const languages = [
  {
    prefix: '',
    heading: 'Gemeten op onze rollenbank',
    power: /^Vermogen vóór en na de tuning, gemeten op .+ Vóór: piek \d+ pk/,
    table: 'Meetwaarden als tabel',
    gain: /Gemeten winst \(gemiddeld over 2 metingen\)/,
  },
  {
    prefix: '/en',
    heading: 'Measured on our dyno',
    power: /^Power before and after the tune, measured on .+ Before: peak \d+ hp/,
    table: 'Measured values as a table',
    gain: /Measured gain \(average over 2 runs\)/,
  },
  {
    prefix: '/de',
    heading: 'Gemessen auf unserem Leistungsprüfstand',
    power: /^Leistung vor und nach der Optimierung, gemessen am .+ Vorher: Spitze \d+ PS/,
    table: 'Messwerte als Tabelle',
    gain: /Gemessener Zuwachs \(Durchschnitt aus 2 Messungen\)/,
  },
]

test.describe('the engine page’s dyno measurement', () => {
  for (const language of languages) {
    test(`shows the measured curves and their table (${language.prefix || '/nl'})`, async ({
      page,
    }) => {
      await page.goto(`${language.prefix}${withRuns}`)
      const section = page.getByRole('region', { name: language.heading })
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(language.heading)
      await expect(section.getByRole('img', { name: language.power })).toBeVisible()
      await expect(section.getByRole('img')).toHaveCount(2)
      await expect(section.getByText(language.gain)).toBeVisible()
      // The figures behind the chart, one click away and read by screen readers as a table.
      await section.getByText(language.table).click()
      const table = section.getByRole('table')
      await expect(table).toBeVisible()
      expect(await table.getByRole('row').count()).toBeGreaterThan(5)
    })
  }

  test('is absent where no run is published: no run, no curve', async ({ page }) => {
    await page.goto(withoutRuns)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Gemeten op onze rollenbank' })).toHaveCount(0)
  })
})
