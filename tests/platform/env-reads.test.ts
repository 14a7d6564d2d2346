import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

function filesUnder(entry: string): string[] {
  if (!fs.statSync(entry).isDirectory()) return /\.(ts|tsx|mjs)$/.test(entry) ? [entry] : []
  return fs.readdirSync(entry).flatMap((name) => filesUnder(path.join(entry, name)))
}

/**
 * The places that may still touch process.env: the validator itself, the start-up check that
 * hands it the raw environment, and the variables Next sets for itself (NEXT_RUNTIME tells a
 * server from a script, NEXT_PHASE a build from a run); nobody configures those.
 */
const allowed = [
  /^src\/platform\/env\.ts: .*= process\.env\)/,
  /^src\/platform\/startup\.ts: .*checkEnv\(process\.env\)/,
  /^[^:]+: .*process\.env\.NEXT_(RUNTIME|PHASE)\b/,
]

describe('environment reads', () => {
  it('go through the validated serverEnv() everywhere in src', () => {
    const reads = filesUnder('src')
      .filter((file) => !file.endsWith('payload-types.ts'))
      .flatMap((file) =>
        fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => line.includes('process.env'))
          .map((line) => `${file.split(path.sep).join('/')}: ${line.trim()}`),
      )
    expect(reads.filter((read) => !allowed.some((rule) => rule.test(read)))).toEqual([])
  })
})
