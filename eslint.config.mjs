import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    '.next-e2e/**',
    'bench/bare/.next/**',
    'node_modules/**',
    'data/**',
    'media/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    'src/payload-types.ts',
    'src/migrations/**',
    'src/app/(payload)/admin/importMap.js',
  ]),
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Node's modules, packages, the project's own (@/...), then relative paths; each sorted.
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [
            { pattern: '@/**', group: 'internal' },
            { pattern: '@payload-config', group: 'internal' },
          ],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
  },
  // The boundaries between the layers of a feature (README, "Where things live").
  {
    files: ['src/*/rules/**', 'src/*/*/rules/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'next',
                'next/*',
                'payload',
                'payload/*',
                '@payloadcms/*',
                'react',
                'react/*',
              ],
              message: 'Rules are plain TypeScript: no framework (Next, Payload, React).',
            },
            {
              regex:
                '^(server-only$|@/[^/]+/(.+/)?(server|data|components)/|(\\.\\./)+(.+/)?(server|data|components)/)',
              message: 'Rules import other rules only: no server, data or UI code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['collections/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*/components/*', '@/*/*/components/*'],
              message: 'Collections import no components (the admin names them by path).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/*/data/**', 'src/platform/data/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*/components/*', '@/*/*/components/*', '../components/*'],
              message:
                'Data modules turn documents into types the components take, never the reverse.',
            },
          ],
        },
      ],
    },
  },
])
