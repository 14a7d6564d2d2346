import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chiptuning-cli-'))

function importCli(...args: string[]) {
  const result = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'seed/import.ts', ...args], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: `file:${path.join(dir, 'cli.db')}`,
      SITE_URL: 'http://127.0.0.1:9',
    },
    encoding: 'utf8',
    timeout: 120_000,
  })
  return { code: result.status, out: `${result.stdout}${result.stderr}` }
}

describe('npm run import', () => {
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('exits non-zero on rejected rows and changes nothing; --accept-partial imports the rest', () => {
    const refused = importCli('tests/fixtures/csv/mixed-good-and-bad.csv')
    expect(refused.code).toBe(1)
    expect(refused.out).toContain('nothing was changed')
    expect(refused.out).toMatch(/line 3: /)

    const partial = importCli('tests/fixtures/csv/mixed-good-and-bad.csv', '--accept-partial')
    expect(partial.code).toBe(0)
    expect(partial.out).toMatch(/engines\s+2\s+0\s+0/)
  })
})
