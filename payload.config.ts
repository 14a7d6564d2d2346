import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { LinkFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { nl } from '@payloadcms/translations/languages/nl'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { bookingTasks } from '@/booking/server'
import { catalogueImportQueue, catalogueImportTasks, promotionEndTask } from '@/catalogue/server'
import { internalLinkCollections } from '@/content'
import { queueWarming, warmPagesTask, warmQueue } from '@/content/server'
import { adminTranslations } from '@/i18n/admin-texts'
import { defaultLocale, localeNames, locales } from '@/i18n/locales'
import { databaseAdapter, resolveDatabase } from '@/platform/database'
import { jobsRunner } from '@/platform/jobs/runner'
import { stoppableTasks } from '@/platform/jobs/stopping'
import { mailAdapter } from '@/platform/mail/adapter'
import { queuedAdapter, sendStaffMailTask } from '@/platform/mail/queued'
import { apiGuards } from '@/platform/payload/api-guards'
import { strictFieldValues } from '@/platform/payload/strict-field-values'
import { payloadSecret } from '@/platform/secret'
import { staffOrigins } from '@/platform/site-url'
import { retentionTask } from '@/privacy/server'
// Each feature's server door registers its admin texts; the dashboard's come with the users.
import '@/staff/server'

import { collections, globals, Users } from './collections'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  admin: {
    user: Users.slug,
    // Gravatar is unreachable from the workshop's network and leaks staff e-mail hashes.
    avatar: 'default',
    // Payload's own dates (a document's "last modified" and "created") as close to ours
    // (src/kit/format/admin-date.ts) as one pattern for every language comes.
    dateFormat: 'EEEE d MMMM yyyy · HH:mm',
    importMap: { baseDir: dirname },
    // The suffix until the business name is read (src/staff/server/admin-title.ts); the site's icon.
    meta: {
      titleSuffix: ' · Chiptuning Nijmegen',
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' }],
    },
    components: {
      // The workshop's name and logo (Bedrijfsgegevens) on the login and in the navigation.
      graphics: {
        Logo: '/src/staff/dashboard/WorkshopLogo#WorkshopLogo',
        Icon: '/src/staff/dashboard/WorkshopLogo#WorkshopIcon',
      },
      // The day's work above Payload's cards of collections.
      beforeDashboard: ['/src/staff/dashboard/DayDashboard#DayDashboard'],
      views: {
        // The tab's title (Payload's view meta is one text; German staff read "Planer" on the page).
        planner: {
          Component: '/src/booking/planner/PlannerView#PlannerView',
          path: '/planner',
          meta: { title: 'Planner' },
        },
        customerData: {
          Component: '/src/privacy/admin/CustomerDataView#CustomerDataView',
          path: '/klantgegevens',
          meta: { title: 'Klantgegevens' },
        },
      },
      beforeNavLinks: ['/src/staff/dashboard/WorkshopLogo#WorkshopNavMark'],
      afterNavLinks: [
        '/src/booking/planner/PlannerNavLink#PlannerNavLink',
        '/src/privacy/admin/CustomerDataNavLink#CustomerDataNavLink',
      ],
    },
  },
  // Payload's REST and GraphQL live under /api/cms, leaving /api/bookings and /api/availability
  // to the site's own endpoints for visitors.
  routes: { api: '/api/cms' },
  // A staff cookie counts only on requests from the site itself (Payload's default, an empty
  // list, honoured it from any Origin: another site's script could act as the signed-in staff).
  csrf: staffOrigins(),
  collections,
  globals,
  localization: {
    // Each language under its own name, as the site's language menu shows it.
    locales: locales.map((code) => ({ code, label: localeNames[code] })),
    defaultLocale,
    fallback: true,
  },
  // The workshop's staff work in Dutch; the admin follows the browser when it asks for en or de.
  // Every admin text of ours is in these translations, beside Payload's own (src/i18n/admin-texts.ts).
  i18n: {
    supportedLanguages: { nl, en, de },
    fallbackLanguage: 'nl',
    translations: adminTranslations(),
  },
  // What the site draws: links to its own pages and the catalogue, not relationship blocks
  // (the pages have nothing to draw for one).
  editor: lexicalEditor({
    features: ({ defaultFeatures }) =>
      defaultFeatures
        .filter((feature) => feature.key !== 'relationship')
        .map((feature) =>
          feature.key === 'link'
            ? LinkFeature({ enabledCollections: [...internalLinkCollections] })
            : feature,
        ),
  }),
  secret: payloadSecret(),
  db: databaseAdapter(resolveDatabase(process.env.DATABASE_URL)),
  sharp,
  email: Promise.resolve(mailAdapter()).then(queuedAdapter),
  jobs: {
    // Counted while they run, so a stopping process finishes or hands back exactly its own.
    tasks: stoppableTasks([
      ...bookingTasks,
      // An import's changed pages are rendered again before visitors ask for them.
      ...catalogueImportTasks(queueWarming),
      promotionEndTask,
      sendStaffMailTask,
      retentionTask,
      warmPagesTask,
    ]),
    // The mail outbox and scheduled publishes (Promotion, Pricing) on the default queue, catalogue
    // imports on their own; only the process holding the runner lease runs them.
    ...jobsRunner([catalogueImportQueue, warmQueue]),
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
  plugins: [apiGuards, strictFieldValues],
})
