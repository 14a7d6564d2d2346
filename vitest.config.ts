import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
  // Server-only guards matter inside Next; tests import those modules directly.
  'server-only': path.resolve(import.meta.dirname, 'tests/helpers/empty-module.ts'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**'],
          environment: 'node',
          // next-intl's ESM imports `next/server` without an extension, which only a bundler
          // resolves: loaded through Vite, its middleware runs in a test (the upstream canaries).
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/**/*.int.spec.ts'],
          environment: 'node',
          // Staff edits in the specs would queue page rendering for a site that is not running.
          env: { PAGE_WARMING: '0' },
          // Each file boots Payload on its own SQLite file; one at a time keeps 2 cores responsive.
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
