import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

import { boundaries } from './eslint.boundaries.mjs'

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
  {
    files: ['src/**'],
    rules: {
      // zod goes to the browser with every form: as one `z` object it brought its 47 locales and
      // its JSON Schema code (60 KB gzip); as a namespace only what the schemas use (platform/zod.ts).
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[importKind!='type'][source.value=/^(zod|@\\/platform\\/zod)$/] > ImportSpecifier[importKind!='type'][imported.name='z']",
          message: "Import zod as a namespace: import * as z from '@/platform/zod'.",
        },
      ],
    },
  },
  ...boundaries,
])
