#!/usr/bin/env node
// E2E tests drive Debian's Chromium (never a browser downloaded by a test tool). Installs the
// `chromium` package when /usr/bin/chromium is missing.
import { execSync } from 'node:child_process'
import fs from 'node:fs'

const CHROMIUM = '/usr/bin/chromium'

if (fs.existsSync(CHROMIUM)) process.exit(0)

console.log(`${CHROMIUM} is missing: installing Debian's chromium package...`)
const isRoot = process.getuid?.() === 0
const sudo = isRoot ? '' : 'sudo '
try {
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, {
    stdio: 'inherit',
  })
} catch {
  console.error(`Could not install chromium. Install it with: ${sudo}apt-get install -y chromium`)
  process.exit(1)
}
if (!fs.existsSync(CHROMIUM)) {
  console.error(`chromium was installed but ${CHROMIUM} is still missing.`)
  process.exit(1)
}
