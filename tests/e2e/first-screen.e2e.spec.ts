import { expect, type Page, test } from '@playwright/test'

import { brandMarks } from '@/catalogue/components/brand-marks'

// The home page's first screen (the finder and the hero picture) and the brand overview's logos.

const languages = [
  {
    path: '/',
    finder: 'Vind uw voertuig',
    plate: 'Uw kenteken',
    search: 'Zoek mijn motor',
    brand: 'Merk',
    model: 'Model',
    submit: 'Bekijk resultaat',
  },
  {
    path: '/en',
    finder: 'Find your vehicle',
    plate: 'Your licence plate',
    search: 'Find my engine',
    brand: 'Brand',
    model: 'Model',
    submit: 'View result',
  },
  {
    path: '/de',
    finder: 'Finden Sie Ihr Fahrzeug',
    plate: 'Ihr Kennzeichen',
    search: 'Meinen Motor finden',
    brand: 'Marke',
    model: 'Modell',
    submit: 'Ergebnis ansehen',
  },
] as const

const hero = (page: Page) => page.getByRole('region', { name: 'Chiptuning in Nijmegen' })

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`the first screen at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })

    for (const words of languages) {
      test(`holds the whole vehicle finder in the hero (${words.path})`, async ({ page }) => {
        await page.goto(words.path)
        const finder = hero(page).getByRole('region', { name: words.finder })
        for (const control of [
          finder.getByRole('textbox', { name: words.plate }),
          finder.getByRole('button', { name: words.search }),
          finder.getByRole('combobox', { name: words.brand, exact: true }),
          finder.getByRole('combobox', { name: words.model, exact: true }),
          finder.getByRole('button', { name: words.submit }),
        ])
          await expect(control).toBeInViewport({ ratio: 1 })
      })
    }

    test('shows the hero picture as AVIF or WebP, preloaded, small on a phone', async ({
      page,
    }) => {
      await page.goto('/')
      const picture = hero(page).locator('img[data-hero-image]')
      await expect(picture).toHaveAttribute('alt', /.+/)
      await expect(picture).toHaveAttribute('sizes', /.+/)
      await expect(picture).toHaveAttribute('fetchpriority', 'high')
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete))
        .toBe(true)
      const src = await picture.evaluate((image: HTMLImageElement) => image.currentSrc)
      expect(src).toContain('/_next/image?')
      // The document asks for it before the parser reaches the image.
      const preload = page.locator('head link[rel="preload"][as="image"]')
      await expect(preload).toHaveAttribute('imagesrcset', /\/_next\/image\?/)

      const answer = await page.request.get(src, {
        headers: { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' },
      })
      expect(answer.ok()).toBe(true)
      expect(answer.headers()['content-type']).toMatch(/^image\/(avif|webp)$/)
      if (viewport.width < 500) expect((await answer.body()).length).toBeLessThanOrEqual(60_000)
    })
  })
}

test.describe('brand overview logos', () => {
  test("every card shows the brand's logo, else its mark, else initials no other card shares", async ({
    page,
  }) => {
    await page.goto('/merken')
    const cards = page.locator('li[data-brand]')
    expect(await cards.count()).toBeGreaterThan(80)
    const seen = await cards.evaluateAll((items) =>
      items.map((item) => {
        const badge = item.querySelector<HTMLElement>('[data-logo="initials"]')
        return {
          slug: item.getAttribute('data-brand')!,
          logos: item.querySelectorAll('img, svg[role="img"]').length,
          badge: badge ? `${badge.textContent} ${getComputedStyle(badge).backgroundColor}` : null,
        }
      }),
    )
    for (const card of seen) {
      // An uploaded logo (img) or the make's mark (svg): a brand with a known mark never falls
      // back to initials.
      if (brandMarks[card.slug]) expect(card.logos, card.slug).toBe(1)
      expect(card.logos + (card.badge ? 1 : 0), card.slug).toBe(1)
    }
    const badges = seen.flatMap((card) => (card.badge ? [card.badge] : []))
    expect(badges.length).toBeGreaterThan(0)
    expect(new Set(badges).size).toBe(badges.length)
    await expect(page.getByRole('img', { name: 'Audi logo' })).toBeVisible()
  })
})
