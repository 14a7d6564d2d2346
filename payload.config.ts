import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { nl } from '@payloadcms/translations/languages/nl'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { BookingMails } from './collections/BookingMails'
import { Bookings } from './collections/Bookings'
import { CatalogueImports } from './collections/CatalogueImports'
import { Brands } from './collections/Brands'
import { BuildYears } from './collections/BuildYears'
import { Engines } from './collections/Engines'
import { Faqs } from './collections/Faqs'
import { BookingRules } from './collections/globals/BookingRules'
import { Pricing } from './collections/globals/Pricing'
import { Promotion } from './collections/globals/Promotion'
import { SiteSettings } from './collections/globals/SiteSettings'
import { Media } from './collections/Media'
import { Models } from './collections/Models'
import { Pages } from './collections/Pages'
import { Redirects } from './collections/Redirects'
import { Users } from './collections/Users'
import { defaultLocale, localeLabels, locales } from './src/i18n/locales'
import { apiGuards } from './src/server/api-guards'
import { databaseAdapter, resolveDatabase } from './src/server/database'
import { bookingTasks } from './src/server/jobs/booking-tasks'
import { catalogueAutoRun, catalogueImportTasks } from './src/server/jobs/catalogue-import'
import { jobsRunner } from './src/server/jobs/runner'
import { mailAdapter } from './src/server/mail/adapter'
import { payloadSecret } from './src/server/secret'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  admin: {
    user: Users.slug,
    // Gravatar is unreachable from the workshop's network and leaks staff e-mail hashes.
    avatar: 'default',
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · Chiptuning Nijmegen' },
    components: {
      views: { planner: { Component: '/src/admin/planner/PlannerView#PlannerView', path: '/planner' } },
      afterNavLinks: ['/src/admin/planner/PlannerNavLink#PlannerNavLink'],
    },
  },
  // Payload's REST and GraphQL live under /api/cms, leaving /api/bookings and /api/availability
  // to the site's own endpoints for visitors.
  routes: { api: '/api/cms' },
  collections: [Brands, Models, BuildYears, Engines, Pages, Faqs, Media, Users, Bookings, BookingMails, Redirects, CatalogueImports],
  globals: [SiteSettings, Promotion, Pricing, BookingRules],
  localization: {
    // Each language under its own name, as the site's language menu shows it.
    locales: locales.map((code) => ({ code, label: localeLabels[code].name })),
    defaultLocale,
    fallback: true,
  },
  // The workshop's staff work in Dutch; the admin follows the browser when it asks for en or de.
  i18n: { supportedLanguages: { nl, en, de }, fallbackLanguage: 'nl' },
  editor: lexicalEditor(),
  secret: payloadSecret(),
  db: databaseAdapter(resolveDatabase(process.env.DATABASE_URL)),
  sharp,
  email: mailAdapter(),
  jobs: {
    tasks: [...bookingTasks, ...catalogueImportTasks],
    ...jobsRunner,
    // The mail outbox on the default queue, catalogue imports on their own (inside Next only).
    autoRun: () => [...jobsRunner.autoRun, ...catalogueAutoRun()],
  },
  telemetry: false,
  typescript: {
    outputFile: path.resolve(dirname, 'src/payload-types.ts'),
    // Tests boot Payload on throwaway databases (one of them MongoDB, whose ids are strings):
    // they must not rewrite the committed types. `next dev` still regenerates them.
    autoGenerate: process.env.NODE_ENV !== 'test',
  },
  // The admin reads and writes through REST; GraphQL was only a way around the REST limits.
  graphQL: { disable: true },
  plugins: [apiGuards],
})
