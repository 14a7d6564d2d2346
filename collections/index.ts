import type { CollectionConfig, GlobalConfig } from 'payload'

import { subjects, type Subject } from '@/staff'

import { BookingMails } from './booking/BookingMails'
import { BookingRules } from './booking/BookingRules'
import { Bookings } from './booking/Bookings'
import { Waitlist } from './booking/Waitlist'
import { Brands } from './catalogue/Brands'
import { BuildYears } from './catalogue/BuildYears'
import { CatalogueImports } from './catalogue/CatalogueImports'
import { Engines } from './catalogue/Engines'
import { Models } from './catalogue/Models'
import { Pricing } from './catalogue/Pricing'
import { Promotion } from './catalogue/Promotion'
import { Redirects } from './catalogue/Redirects'
import { Faqs } from './content/Faqs'
import { Media } from './content/Media'
import { Pages } from './content/Pages'
import { SiteSettings } from './content/SiteSettings'
import { DynoRuns } from './dyno/DynoRuns'
import { AuditLog } from './privacy/AuditLog'
import { DataRetention } from './privacy/DataRetention'
import { Requests } from './requests/Requests'
import { hiddenFrom } from './shared/access'
import { withAdminDates } from './shared/fields/date-columns'
import { JobRunners } from './staff/JobRunners'
import { Users } from './staff/Users'

/**
 * Every collection and global is a subject of the role matrix (src/staff/rules/roles.ts): what
 * a staff member may not read in full is out of their navigation and routes, unless the config
 * hides it from everyone already. A slug the matrix does not name fails the start.
 */
function byRoleInAdmin<T extends CollectionConfig | GlobalConfig>(config: T): T {
  if (!subjects.includes(config.slug as Subject))
    throw new Error(`${config.slug} has no row in the role matrix (src/staff/rules/roles.ts)`)
  // The API tab shows a document as JSON: for developers, not for the workshop's staff.
  const admin = { ...config.admin, hideAPIURL: true }
  if (config.admin?.hidden === true) return { ...config, admin }
  return { ...config, admin: { ...admin, hidden: hiddenFrom(config.slug as Subject) } }
}

// The navigation's groups follow the first collection of each: the day's work first, Systeem last.
export const collections: CollectionConfig[] = [
  Bookings,
  Waitlist,
  Requests,
  Brands,
  Models,
  BuildYears,
  Engines,
  DynoRuns,
  CatalogueImports,
  Pages,
  Faqs,
  Media,
  Users,
  BookingMails,
  Redirects,
  JobRunners,
  AuditLog,
]
  .map(withAdminDates)
  .map(byRoleInAdmin)

export const globals: GlobalConfig[] = [
  SiteSettings,
  Promotion,
  Pricing,
  BookingRules,
  DataRetention,
].map(byRoleInAdmin)

export { Users }
