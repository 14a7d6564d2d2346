import type { CollectionConfig, GlobalConfig } from 'payload'

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
import { AuditLog } from './privacy/AuditLog'
import { DataRetention } from './privacy/DataRetention'
import { Requests } from './requests/Requests'
import { JobRunners } from './staff/JobRunners'
import { Users } from './staff/Users'

// The navigation's groups follow the first collection of each: the day's work first, Systeem last.
export const collections: CollectionConfig[] = [
  Bookings,
  Waitlist,
  Requests,
  Brands,
  Models,
  BuildYears,
  Engines,
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

export const globals: GlobalConfig[] = [
  SiteSettings,
  Promotion,
  Pricing,
  BookingRules,
  DataRetention,
]

export { Users }
