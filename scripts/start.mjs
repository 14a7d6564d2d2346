#!/usr/bin/env node
// `npm start`: the one-command start of the quick start. Creates .env with a fresh secret on
// the first run, builds the SQLite schema and seeds the demo data when the database is empty,
// builds the site when the build is missing or older than the sources, then serves it.
// Safe to run again: a filled database and a fresh build are left as they are.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { buildIsStale, root, run, serve } from './lib.mjs'

const envFile = path.join(root, '.env')
if (!fs.existsSync(envFile)) {
  // Production refuses the published defaults, so the first run makes its own secret and staff
  // password and shows the password once.
  const example = fs.readFileSync(path.join(root, '.env.example'), 'utf8')
  const secret = crypto.randomBytes(32).toString('hex')
  const password = crypto.randomBytes(12).toString('base64url')
  fs.writeFileSync(
    envFile,
    example
      .replace(/^PAYLOAD_SECRET=.*$/m, `PAYLOAD_SECRET=${secret}`)
      .replace(/^ADMIN_PASSWORD=.*$/m, `ADMIN_PASSWORD=${password}`),
    // The secret and the staff password are for this user's eyes only.
    { mode: 0o600 },
  )
  const email = /^ADMIN_EMAIL=(.*)$/m.exec(example)?.[1]
  console.log(
    `Created .env with a new PAYLOAD_SECRET and staff password (see .env.example for every setting).`,
  )
  console.log(`The admin at /admin: ${email} / ${password} (also in .env; change it in the admin).`)
}

run(process.execPath, ['scripts/run-ts.mjs', 'seed/seed.ts'], {
  NODE_ENV: 'production',
  SEED_NOTIFY_SITE: '0',
})
if (buildIsStale())
  run(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { NODE_ENV: 'production' })
serve()
