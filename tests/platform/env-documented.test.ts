import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { envSchema } from '@/platform/env'

const read = (file: string) => fs.readFileSync(path.resolve(file), 'utf8')

/** Variables Next sets for itself; nobody configures them. */
const setByNext = new Set(['NEXT_RUNTIME', 'NEXT_PHASE'])
const sources = [
  'src',
  'scripts',
  'seed',
  'collections',
  'payload.config.ts',
  'next.config.mjs',
  'cache-handler.mjs',
]

function filesUnder(entry: string): string[] {
  if (!fs.statSync(entry).isDirectory()) return [entry]
  return fs.readdirSync(entry).flatMap((name) => filesUnder(path.join(entry, name)))
}

/** `process.env.X`, `env.X` (a passed-in environment), `serverEnv().X` and `process.env['X']`. */
function variablesIn(text: string): string[] {
  const found = text.matchAll(
    /\b(?:env|serverEnv\([^)]*\))(?:\.([A-Z][A-Z0-9_]*)\b|\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\])/g,
  )
  return [...found].map((match) => (match[1] ?? match[2])!)
}

const readVariables = () => {
  const names = new Set<string>()
  for (const file of sources.flatMap(filesUnder).filter((f) => /\.(ts|tsx|mjs)$/.test(f))) {
    for (const name of variablesIn(read(file))) if (!setByNext.has(name)) names.add(name)
  }
  return [...names].sort()
}

const missingFromEnvExample = (names: string[], text: string) =>
  names.filter((name) => !new RegExp(`^#?\\s*${name}=`, 'm').test(text))
const missingFromReadme = (names: string[], text: string) =>
  names.filter((name) => !text.includes(`\`${name}\``))

describe('every environment variable is documented and validated', () => {
  const names = readVariables()

  it('finds the variables the code reads, including those read through a passed-in env', () => {
    expect(names).toEqual(
      expect.arrayContaining([
        'DATABASE_URL',
        'PAYLOAD_SECRET',
        'MAIL_FROM',
        'TRUST_PROXY',
        'REVIEW_WIDGET_ORIGIN',
        'PORT',
      ]),
    )
  })

  it('lists each in .env.example and docs/configuration.md', () => {
    expect(missingFromEnvExample(names, read('.env.example'))).toEqual([])
    expect(missingFromReadme(names, read('docs/configuration.md'))).toEqual([])
  })

  it('checks each with the zod schema at start, and the schema checks nothing the code never reads', () => {
    expect(names.filter((name) => !(name in envSchema.shape))).toEqual([])
    expect(Object.keys(envSchema.shape).filter((name) => !names.includes(name))).toEqual([])
  })

  it('notices a variable that is missing from either list', () => {
    const example = read('.env.example').replace(/^#?\s*REVIEW_WIDGET_ORIGIN=.*$/m, '')
    expect(missingFromEnvExample(names, example)).toEqual(['REVIEW_WIDGET_ORIGIN'])
    expect(
      missingFromReadme(
        names,
        read('docs/configuration.md').replaceAll('`MAIL_FROM`', 'MAIL_FROM'),
      ),
    ).toEqual(['MAIL_FROM'])
  })
})
