#!/usr/bin/env node
// The server Playwright tests run against: a production build (built once per run, into its
// own folder so it never mixes with `npm start`'s) on a fresh, seeded SQLite file of its own.
import { buildIsStale, removeDatabase, run, serve } from './lib.mjs'

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
}
Object.assign(process.env, env)

removeDatabase(env.DATABASE_URL)
run(process.execPath, ['scripts/run-ts.mjs', 'seed/seed.ts'], { ...env, SEED_NOTIFY_SITE: '0' })
if (process.env.E2E_REBUILD !== '0' && (process.env.CI || buildIsStale(env.NEXT_DIST_DIR))) {
  run(process.execPath, ['node_modules/next/dist/bin/next', 'build'], env)
}
serve(env)
