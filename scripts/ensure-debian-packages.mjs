#!/usr/bin/env node
// The tests use real programs from Debian, never ones a test tool downloads: Chromium for the
// end-to-end tests, nginx and redis-server for the integration tests of the production front and
// the shared cache, wrk for the page benchmarks' load. Installs each named package whose program
// is missing, with apt.
//   node scripts/ensure-debian-packages.mjs chromium nginx redis-server
import { execSync } from 'node:child_process'
import fs from 'node:fs'

/** The program each package must provide. */
const programs = {
  chromium: '/usr/bin/chromium',
  nginx: '/usr/sbin/nginx',
  'redis-server': '/usr/bin/redis-server',
  wrk: '/usr/bin/wrk',
}

const wanted = process.argv.slice(2)
const unknown = wanted.filter((name) => !(name in programs))
if (unknown.length > 0) {
  console.error(
    `Unknown package(s): ${unknown.join(', ')}. Known: ${Object.keys(programs).join(', ')}`,
  )
  process.exit(1)
}
const missing = wanted.filter((name) => !fs.existsSync(programs[name]))
if (missing.length === 0) process.exit(0)

console.log(
  `${missing.map((name) => programs[name]).join(', ')} missing: installing Debian's ${missing.join(', ')}...`,
)
const sudo = process.getuid?.() === 0 ? '' : 'sudo '
const install = `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`
try {
  execSync(install, { stdio: 'inherit' })
} catch {
  console.error(
    `Could not install ${missing.join(', ')}. Install with: ${sudo}apt-get install -y ${missing.join(' ')}`,
  )
  process.exit(1)
}
const stillMissing = missing.filter((name) => !fs.existsSync(programs[name]))
if (stillMissing.length > 0) {
  console.error(
    `Installed, but still missing: ${stillMissing.map((name) => programs[name]).join(', ')}`,
  )
  process.exit(1)
}
