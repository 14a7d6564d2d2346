import { expect, test } from '@playwright/test'

test.describe('vehicle picker', () => {
  test('needs a brand before a model and both before the result', async ({ page }) => {
    await page.goto('/')
    const brand = page.getByRole('combobox', { name: 'Merk' })
    const model = page.getByRole('combobox', { name: 'Model' })
    const submit = page.getByRole('button', { name: 'Bekijk resultaat' })
    await expect(brand).toContainText('Selecteer merk')
    await expect(model).toBeDisabled()
    await expect(submit).toBeDisabled()

    // Native selects: the brands in Dutch alphabetical order after the placeholder.
    const options = (await brand.getByRole('option').allTextContents()).slice(1)
    expect(options.length).toBeGreaterThan(10)
    expect(options).toEqual(
      [...options].sort((a, b) => a.localeCompare(b, 'nl', { sensitivity: 'base', numeric: true })),
    )
    await brand.selectOption({ label: 'Audi' })
    await expect(model).toBeEnabled()
    await expect(submit).toBeDisabled()

    await model.selectOption({ label: 'A4' })
    await expect(submit).toBeEnabled()

    // A new brand clears the model.
    await brand.selectOption({ label: 'BMW' })
    await expect(model).toHaveValue('')
    await expect(model.locator('option:checked')).toHaveText('Selecteer model')
    await expect(submit).toBeDisabled()

    // The keyboard alone: a closed select takes the next model on ArrowDown.
    await model.focus()
    await page.keyboard.press('ArrowDown')
    await expect(submit).toBeEnabled()
    await submit.click()
    await expect(page).toHaveURL(/\/merken\/bmw\/[a-z0-9-]+$/)
  })
})

test.describe('vehicle picker without script', () => {
  test.use({ javaScriptEnabled: false })

  test('sends the brand to its page, where the models are', async ({ page }) => {
    await page.goto('/de')
    const picker = page.locator('#picker')
    // The model list needs script; the brand goes to /merken, which opens the brand's page.
    await expect(picker.getByRole('button', { name: 'Ergebnis ansehen' })).toBeDisabled()
    await picker.getByRole('combobox', { name: 'Marke' }).selectOption({ label: 'Audi' })
    await picker.getByRole('button', { name: 'Marke ansehen' }).click()
    await expect(page).toHaveURL(/\/de\/merken\/audi$/)
    await expect(page.getByRole('link', { name: /A4/ }).first()).toBeVisible()
  })
})
