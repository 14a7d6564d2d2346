import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { firstLoadBytesFromBuild, pageTypes } from '../../bench/first-load'
import { buildIsStale } from '../../scripts/lib.mjs'

/**
 * First-load JavaScript budgets (gzip -9 KB) per page type, held like size-limit holds them:
 * computed from a production build's manifests. A bare Next 16 App Router page costs ~131 KB.
 */
const budgetKb: Record<keyof typeof pageTypes, number> = {
  // 152: the Stage 1 card's option picker (measured 151.4 KB); to be won back, see docs/benchmarks.md.
  engine: 152,
  model: 155,
  merken: 155,
  home: 165,
  afspraak: 180,
}

/**
 * The newest production build that is current: NEXT_DIST_DIR, the end-to-end build or `npm
 * start`'s. A build older than the sources weighs code that no longer exists.
 */
function newestBuild(): string | undefined {
  const candidates = [process.env.NEXT_DIST_DIR, '.next-e2e', '.next'].filter(
    (dir): dir is string => Boolean(dir),
  )
  const built = candidates.filter(
    (dir) => fs.existsSync(path.join(dir, 'build-manifest.json')) && !buildIsStale(dir),
  )
  return built.sort(
    (a, b) =>
      fs.statSync(path.join(b, 'BUILD_ID')).mtimeMs - fs.statSync(path.join(a, 'BUILD_ID')).mtimeMs,
  )[0]
}

const distDir = newestBuild()

// Needs a current production build (`npm run build`, or the end-to-end tests'); without one there
// is nothing to weigh, and FIRST_LOAD_BUDGET=1 turns that into a failure.
describe.skipIf(!distDir && process.env.FIRST_LOAD_BUDGET !== '1')(
  'first-load JavaScript budgets',
  () => {
    for (const [page, route] of Object.entries(pageTypes) as [keyof typeof pageTypes, string][]) {
      it(`${page} page loads at most ${budgetKb[page]} KB of JavaScript (gzip)`, () => {
        expect(distDir, 'no production build found').toBeDefined()
        const kb = firstLoadBytesFromBuild(distDir!, route) / 1024
        expect(Math.round(kb * 10) / 10).toBeLessThanOrEqual(budgetKb[page])
      })
    }
  },
)
