import fs from 'node:fs'
import path from 'node:path'

import semver from 'semver'
import { describe, expect, it } from 'vitest'

type Manifest = {
  name: string
  version: string
  engines?: { node?: string }
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
}

const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest
const project = read('package.json')
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version?: string }>
}

/** The installed manifest Node would load for `name` from `from` (node_modules up the tree). */
function resolve(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json')
    if (fs.existsSync(candidate)) return candidate
    if (dir === path.dirname(dir) || dir === process.cwd()) return undefined
  }
}

/** Every package the production dependencies pull in, installed here. */
function productionTree(): Map<string, Manifest> {
  const found = new Map<string, Manifest>()
  const visit = (names: string[], from: string) => {
    for (const name of names) {
      const file = resolve(name, from)
      if (!file || found.has(file)) continue
      const manifest = read(file)
      found.set(file, manifest)
      visit(Object.keys(manifest.dependencies ?? {}), path.dirname(file))
    }
  }
  visit(Object.keys(project.dependencies ?? {}), process.cwd())
  return found
}

describe('Node versions', () => {
  const named = project.engines!.node!
  const lowestOfEachMajor = named.split('||').map((part) => semver.minVersion(part.trim())!.version)

  it('names the LTS lines only: 24 (production) and 22, never the ended 20', () => {
    expect(lowestOfEachMajor.map((version) => semver.major(version))).toEqual([24, 22])
    expect(semver.satisfies('20.19.0', named)).toBe(false)
  })

  it('run every npm script on the pinned production line, whatever Node the machine has', () => {
    // The `node` dev dependency puts the registry's Node binary first on the PATH npm gives its
    // scripts (`npm start`, `npm test`, `npx`): the quick start and the suite run on it.
    const pinned = semver.minVersion(project.devDependencies!.node!)!
    expect(semver.major(pinned)).toBe(lowestOfEachMajor.map((v) => semver.major(v))[0])
    expect(semver.satisfies(pinned, named)).toBe(true)
    // Run through npm on a machine with an older Node (20 here), this file runs on that binary.
    expect(semver.satisfies(process.version, named)).toBe(true)
  })

  it('are admitted by every production dependency that declares the versions it runs on', () => {
    const refusing = [...productionTree().values()]
      .filter((manifest) => manifest.engines?.node)
      .flatMap((manifest) =>
        lowestOfEachMajor
          .filter((version) => !semver.satisfies(version, manifest.engines!.node!))
          .map(
            (version) =>
              `${manifest.name}@${manifest.version} (${manifest.engines!.node}) refuses ${version}`,
          ),
      )
    expect(refusing).toEqual([])
  })
})

describe('the Node the tests run on', () => {
  const locked = lock.packages['node_modules/node']?.version

  it('is one exact version, locked', () => {
    expect(semver.valid(locked)).toBe(locked)
  })

  it('is the Node of the container image', () => {
    const dockerfile = fs.readFileSync('Dockerfile', 'utf8')
    const image = /^ARG NODE_VERSION=(\S+)$/m.exec(dockerfile)?.[1]
    expect(image).toBe(locked)
    // Every stage builds on the one base, so the build and the runner use that Node too.
    const bases = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((match) => match[1])
    expect(bases[0]).toBe('node:${NODE_VERSION}-bookworm-slim')
    expect(bases.slice(1).every((base) => base === 'base')).toBe(true)
  })

  it('is the Node of .nvmrc', () => {
    expect(fs.readFileSync('.nvmrc', 'utf8').trim()).toBe(locked)
  })

  it('is the binary npm scripts run on', () => {
    // Run through npm (the suite always is), the `node` package's binary is first on the PATH.
    expect(process.version).toBe(`v${locked}`)
  })
})
