import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

/** A module's file from an import specifier, as TypeScript resolves it here (`@/` is src/). */
function resolve(specifier: string, from: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(root, 'src', specifier.slice(2))
    : specifier === '@payload-config'
      ? path.join(root, 'payload.config')
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(from), specifier)
        : null
  if (!base) return null
  const candidates = [base, ...['.ts', '.tsx', '.mjs'].map((e) => base + e)]
  candidates.push(path.join(base, 'index.ts'), path.join(base, 'index.tsx'))
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null
}

const runtimeImport =
  /^(?:import|export)(?!\s+type\b)\s+(?:(?:(?!\n(?:import|export)\b)[^;'"])*?\s+from\s+)?['"]([^'"]+)['"]/gm

/** The first `server-only` module the entry loads, with the way there; null when none. */
function serverOnlyChain(entry: string): string[] | null {
  const cameFrom = new Map<string, string | null>([[entry, null]])
  const queue = [entry]
  while (queue.length > 0) {
    const file = queue.shift()!
    const text = readFileSync(file, 'utf8')
    if (/^import 'server-only'/m.test(text)) {
      const chain: string[] = []
      for (let at: string | null = file; at; at = cameFrom.get(at) ?? null)
        chain.push(path.relative(root, at))
      return chain
    }
    for (const [, specifier] of text.matchAll(runtimeImport)) {
      const target = resolve(specifier!, file)
      if (target && !cameFrom.has(target)) {
        cameFrom.set(target, file)
        queue.push(target)
      }
    }
  }
  return null
}

// Payload's CLI (migrations, types), the seed, the import command and the worker load the config
// outside Next, where `server-only` throws: what they load must hold no such module. The features'
// data doors do (they are for pages), so the server doors never re-export from them.
describe('what runs outside Next', () => {
  it.each(['payload.config.ts', 'seed/seed.ts', 'seed/import.ts', 'scripts/worker.ts'])(
    '%s loads no server-only module',
    (entry) => {
      expect(serverOnlyChain(path.join(root, entry))).toBeNull()
    },
  )
})
