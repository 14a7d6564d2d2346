// The house's boundaries, enforced (README, "Where things live"): a feature is entered only
// through its front doors, the kit and the platform import no feature, nothing in src imports
// collections, rules import no framework, data imports no UI, and no module imports itself
// round a cycle. ESLint keeps one `no-restricted-imports` per file (the last block that matches
// wins), so each zone gets every pattern that holds in it.
import fs from 'node:fs'

const notFeatures = new Set(['app', 'platform', 'kit', 'i18n', 'messages', 'migrations'])
export const features = fs
  .readdirSync(new URL('./src', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !notFeatures.has(entry.name))
  .map((entry) => entry.name)
  .sort()

const doors = 'server|data|client'
const alt = (names) => names.join('|')

/** Another feature only through its doors: `@/f`, `@/f/server`, `@/f/data`, `@/f/components`, `@/f/client`. */
const frontDoors = (others) => [
  {
    // UI is imported by its own module path (`@/f/components/...`, any `*.client` leaf or module
    // of a `client/` folder): a barrel of components would put every client module its members
    // import on each page that imports it (Next makes a client reference of each), which the
    // first-load JS budgets refuse.
    regex: `^@/(${alt(others)})/(?!(${doors})$)(?!(components|og)/)(?!.*\\.client$)(?!(.+/)?client/)`,
    message:
      "Another feature is used through its front door: @/<feature> (rules and types), or its server, data, components or client door (README, 'Front doors').",
  },
]
/** Inside src, a relative path never leads into another feature (collections and seed have folders of the same names). */
const noRelativeEntry = (others) => ({
  regex: `^(\\.\\./)+(${alt(others)})(/|$)`,
  message:
    'Another feature is imported as @/<feature> through its front door, never by a relative path.',
})
const noCollections = {
  regex: '^(@collections|(\\.\\./)+collections)(/|$)',
  message:
    'Nothing in src imports collections: a collection calls into its feature, never the reverse.',
}
const noFeatures = (who) => ({
  regex: `^@/(${alt(features)})(/|$)`,
  message: `${who} imports no feature: features register their jobs, limits and labels with it.`,
})
const rulesOnly = [
  {
    group: ['next', 'next/*', 'payload', 'payload/*', '@payloadcms/*', 'react', 'react/*'],
    message: 'Rules are plain TypeScript: no framework (Next, Payload, React).',
  },
  {
    regex: `^(server-only$|@/[^/]+/(.+/)?(server|data|components|client)(/|$)|(\\.\\./)+(.+/)?(server|data|components)/)`,
    message: 'Rules import other rules only: no server, data or UI code.',
  },
]
const noComponents = {
  group: ['@/*/components', '@/*/components/*', '@/*/*/components/*', '../components/*'],
  message: 'Data modules turn documents into types the components take, never the reverse.',
}
const clientOnly = {
  regex: `^@/(${alt(features)})/(server|data|components)$`,
  message:
    "Client code takes another feature's rules (@/<feature>) or its client door (@/<feature>/client): the other doors hold server code.",
}
const restrict = (files, patterns, ignores) => ({
  files,
  ...(ignores ? { ignores } : {}),
  rules: { 'no-restricted-imports': ['error', { patterns }] },
})

const perFeature = features.flatMap((feature) => {
  const others = features.filter((other) => other !== feature)
  const own = [...frontDoors(others), noRelativeEntry(others)]
  const inFeature = (...globs) => globs.map((glob) => `src/${feature}/${glob}`)
  return [
    restrict(inFeature('**'), [...own, noCollections]),
    restrict(inFeature('**/data/**'), [...own, noCollections, noComponents]),
    restrict(inFeature('rules/**', '*/rules/**'), [...own, noCollections, ...rulesOnly]),
    restrict(inFeature('**/*.client.tsx', 'client/**'), [...own, noCollections, clientOnly]),
  ]
})

export const boundaries = [
  // Pages, route handlers, the proxy, seed, scripts and benches: any feature, by its doors.
  restrict(
    ['src/**', 'seed/**', 'scripts/**', 'bench/**', '*.ts', '*.mjs'],
    [...frontDoors(features), noCollections],
  ),
  restrict(
    [
      // The app's client files: its error screens and the root not-found page.
      'src/app/**/*.client.tsx',
      'src/app/**/error.tsx',
      'src/app/global-error.tsx',
      'src/app/(site)/*/not-found.tsx',
    ],
    [...frontDoors(features), noCollections, clientOnly],
  ),
  restrict(
    ['collections/**'],
    [
      ...frontDoors(features),
      {
        group: ['@/*/components', '@/*/components/*', '@/*/*/components/*'],
        message: 'Collections import no components (the admin names them by path).',
      },
    ],
  ),
  restrict(['src/kit/**'], [noFeatures('The kit'), noCollections]),
  restrict(
    ['src/platform/**'],
    [
      noFeatures('The platform'),
      {
        regex: '^@/kit(/|$)',
        message: 'The platform is the floor: the kit stands on it, not the reverse.',
      },
      noCollections,
      {
        regex: '^(\\.\\./)+seed(/|$)',
        message: 'The platform imports no seed: its caller hands in what to do.',
      },
    ],
  ),
  restrict(['src/platform/data/**'], [noFeatures('The platform'), noCollections, noComponents]),
  ...perFeature,
  {
    files: ['src/**', 'collections/**', 'seed/**'],
    // Payload's config is the composition root: it imports every collection, and the features
    // reach it only for the running Payload, at call time (platform/data/payload.ts), never while
    // modules load. The cycle check treats it as outside the graph.
    settings: { 'import/core-modules': ['@payload-config'] },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-duplicates': ['error', { 'prefer-inline': true }],
    },
  },
]
