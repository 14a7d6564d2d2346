import { defineConfig, devices } from '@playwright/test'

import { consentRecord } from '@/content'

import { fakeRdwPort } from './tests/e2e/fake-rdw.setup'
import { WORKERS } from './tests/e2e/helpers'

const port = Number(process.env.PORT ?? 3000)
export const baseURL = `http://localhost:${port}`

/** Debian's Chromium; the flags keep it from reaching for hosts this network does not have. */
const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.spec.ts',
  // A local stand-in for the RDW's open data: the plate look-up never leaves the machine.
  globalSetup: './tests/e2e/fake-rdw.setup.ts',
  fullyParallel: true,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'en-GB',
    trace: 'retain-on-failure',
    // Visitors who already answered the cookie banner; the consent specs start without it.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: baseURL,
          localStorage: [
            { name: 'cookieConsent', value: consentRecord('none', new Date('2026-01-01')) },
          ],
        },
      ],
    },
    launchOptions: chromium,
  },
  projects: [
    { name: 'staff-accounts', testMatch: 'staff-accounts.setup.ts' },
    {
      name: 'chromium',
      testIgnore: 'staff/**',
      dependencies: ['staff-accounts'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    // Staff edits change what every page shows: they run once the others are done, one file
    // after the other (each checks pages the other changes).
    {
      name: 'staff-edits',
      testMatch: 'staff/staff-edits-globals.e2e.spec.ts',
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      name: 'staff-edits-documents',
      testMatch: 'staff/staff-edits-documents.e2e.spec.ts',
      dependencies: ['staff-edits'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    env: { RDW_API_BASE: `http://127.0.0.1:${fakeRdwPort(port)}` },
    url: `${baseURL}/api/cms/brands?limit=1`,
    timeout: 15 * 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
