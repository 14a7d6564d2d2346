import { expect, type Page, test } from '@playwright/test'

import { findEngines } from './helpers'

/*
 * The site under a thumb and on a desktop, in every language: no sideways scroll at any width, the
 * header on one line from 1024 px, no fixed element over a link, button or field, and tap targets
 * of at least 44 px on a phone. One page load per page and language; the widths reuse it.
 */
const widths = [1440, 1024, 768, 390, 360]
const locales = ['nl', 'en', 'de'] as const
const prefix = (locale: (typeof locales)[number]) => (locale === 'nl' ? '' : `/${locale}`)

async function pages(page: Page): Promise<string[]> {
  const [engine] = await findEngines(page.request, 'where[path][like]=audi/a4/&limit=1')
  if (!engine) throw new Error('the demo catalogue has no Audi A4 engine')
  return [
    '/',
    '/merken',
    '/merken/audi',
    `/merken/${engine.path}`,
    '/afspraak',
    '/veelgestelde-vragen',
    '/contact',
  ]
}

/** What is wrong with the page at the current width, as readable lines (empty when all is well). */
function layoutProblems(page: Page, width: number) {
  return page.evaluate((width) => {
    const problems: string[] = []
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40) || el.getAttribute('aria-label')}"`
    const shown = (el: Element) => {
      const rect = el.getBoundingClientRect()
      return rect.width > 1 && rect.height > 1 && getComputedStyle(el).visibility !== 'hidden'
    }
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1

    const overflow = document.documentElement.scrollWidth - window.innerWidth
    if (overflow > 0) problems.push(`scrolls sideways by ${overflow} px`)

    const header = document.querySelector('header')!
    const controls = [...header.querySelectorAll('a, button, summary')].filter(shown)
    if (width >= 1024) {
      if (header.getBoundingClientRect().height > 72)
        problems.push(`header is ${header.getBoundingClientRect().height} px high`)
      // A wrapped text breaks into several boxes; the control itself stays one row high.
      for (const control of controls) {
        const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          if (range.getClientRects().length > 1) problems.push(`${name(control)} wraps`)
        }
        if (control.getBoundingClientRect().height > 52)
          problems.push(`${name(control)} is ${control.getBoundingClientRect().height} px high`)
      }
    }
    if (width <= 390) {
      const bar = document.querySelector('[data-cta="floating-call"]')?.parentElement
      for (const control of [...controls, ...(bar ? bar.querySelectorAll('a') : [])]) {
        const rect = control.getBoundingClientRect()
        if (rect.width < 44 || rect.height < 44)
          problems.push(`${name(control)} is ${rect.width}x${rect.height} px`)
      }
    }

    // Fixed elements (the call bar or button): at the top of the page and at its end, none may
    // lie over something to click or type in. A bar across the screen's foot may cover what
    // scrolls beneath it, if the page is padded so all of it can be scrolled above the bar.
    const fixed = [...document.querySelectorAll('body *')].filter(
      (el) => getComputedStyle(el).position === 'fixed' && shown(el),
    )
    const interactive = [
      ...document.querySelectorAll('a[href], button, input, select, textarea, summary'),
    ].filter((el) => shown(el) && !fixed.some((f) => f.contains(el)))
    const check = (where: string, skipBars: boolean) => {
      for (const f of fixed) {
        const box = f.getBoundingClientRect()
        const bar = box.width >= window.innerWidth - 1 && box.bottom >= window.innerHeight - 1
        if (bar && skipBars) {
          const padding = parseFloat(getComputedStyle(document.body).paddingBottom)
          if (padding < box.height - 1)
            problems.push(`the page keeps ${padding} px for a ${box.height} px bar`)
          continue
        }
        for (const el of interactive)
          if (overlap(box, el.getBoundingClientRect()))
            problems.push(`${where}: ${name(f)} covers ${name(el)}`)
      }
    }
    window.scrollTo({ top: 0, behavior: 'instant' })
    check('top', true)
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' })
    check('end', false)
    window.scrollTo({ top: 0, behavior: 'instant' })
    return problems
  }, width)
}

for (const locale of locales) {
  test(`layout and ergonomics at every width in ${locale}`, async ({ page }) => {
    test.setTimeout(180_000)
    for (const path of await pages(page)) {
      await page.setViewportSize({ width: widths[0]!, height: 900 })
      await page.goto(`${prefix(locale)}${path === '/' && locale !== 'nl' ? '' : path}`)
      for (const width of widths) {
        await page.setViewportSize({ width, height: width < 1024 ? 844 : 900 })
        expect(await layoutProblems(page, width), `${path} at ${width} px`).toEqual([])
      }
    }
  })

  test(`the phone menu dims the page, scrolls and has thumb-sized links in ${locale}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(prefix(locale) || '/')
    await page.locator('header button[aria-haspopup="dialog"]').click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    // The page behind is dimmed by an overlay across the whole screen.
    const overlay = await page.evaluate(() => {
      const el = [...document.querySelectorAll('body > *')].find(
        (node) =>
          getComputedStyle(node).position === 'fixed' && node.getAttribute('data-state') === 'open',
      )
      return el ? getComputedStyle(el).backgroundColor : null
    })
    expect(overlay, 'an open overlay behind the menu').toContain('0.75')
    const scroller = dialog.getByRole('navigation')
    expect(await scroller.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto')
    for (const link of await scroller.getByRole('link').all()) {
      const box = (await link.boundingBox())!
      expect(box.height, (await link.textContent()) ?? '').toBeGreaterThanOrEqual(44)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.locator('header button[aria-haspopup="dialog"]')).toBeFocused()
  })
}
