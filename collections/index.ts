import type { CollectionConfig, GlobalConfig } from 'payload'

import { BookingMails } from './booking/BookingMails'
import { Bookings } from './booking/Bookings'
import { Brands } from './catalogue/Brands'
import { BuildYears } from './catalogue/BuildYears'
import { CatalogueImports } from './catalogue/CatalogueImports'
import { Engines } from './catalogue/Engines'
import { Faqs } from './content/Faqs'
import { JobRunners } from './staff/JobRunners'
import { BookingRules } from './booking/BookingRules'
import { Pricing } from './catalogue/Pricing'
import { Promotion } from './catalogue/Promotion'
import { SiteSettings } from './content/SiteSettings'
import { Media } from './content/Media'
import { Models } from './catalogue/Models'
import { Pages } from './content/Pages'
import { Redirects } from './catalogue/Redirects'
import { Users } from './staff/Users'

export const collections: CollectionConfig[] = [
  Brands,
  Models,
  BuildYears,
  Engines,
  Pages,
  Faqs,
  Media,
  Users,
  Bookings,
  BookingMails,
  Redirects,
  CatalogueImports,
  JobRunners,
]

export const globals: GlobalConfig[] = [SiteSettings, Promotion, Pricing, BookingRules]

export { Users }
