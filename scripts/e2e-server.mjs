#!/usr/bin/env node
// The server Playwright tests run against: a production build (built once per run, into its
// own folder so it never mixes with `npm start`'s) on a fresh, seeded SQLite file of its own.
// `--build-only` builds that production build when it is stale and exits (the integration tests
// of the nginx front and of the shared cache run their own servers on it).
import { buildIsStale, hasAnyBuild, removeDatabase, run, serve } from './lib.mjs'

const env = {
  NODE_ENV: 'production',
  DATABASE_URL: 'file:./data/e2e.db',
  MEDIA_DIR: 'data/e2e-media',
  NEXT_DIST_DIR: '.next-e2e',
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'e2e-only-secret-never-used-in-production',
  ADMIN_EMAIL: 'e2e-staff@chiptuning-nijmegen.nl',
  ADMIN_PASSWORD: 'e2e-staff-password',
  SITE_URL: `http://localhost:${process.env.PORT || 3000}`,
  // A measurement id, so the consent tests can see the tag load (the tests intercept it).
  GA_MEASUREMENT_ID: 'G-E2ETEST01',
  // A review-widget host the policy allows, so the footer widget test can load its script.
  REVIEW_WIDGET_ORIGIN: 'https://reviews.example.test',
  // Tests and benches start many servers: none renders the whole catalogue ahead unless asked.
  PAGE_WARMING: process.env.PAGE_WARMING || '0',
}
Object.assign(process.env, env)

const buildOnly = process.argv.includes('--build-only')
if (!buildOnly) {
  removeDatabase(env.DATABASE_URL)
  run(process.execPath, ['scripts/run-ts.mjs', 'seed/seed.ts'], { ...env, SEED_NOTIFY_SITE: '0' })
}
const hasBuild =
  !buildIsStale(env.NEXT_DIST_DIR) ||
  (process.env.E2E_REBUILD === '0' && hasAnyBuild(env.NEXT_DIST_DIR))
// One build per run: the integration tests may have made it already from these sources.
if (!hasBuild) {
  run(process.execPath, ['node_modules/next/dist/bin/next', 'build'], env)
}
if (!buildOnly) await serve(env)
