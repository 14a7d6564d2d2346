import type { CollectionConfig, GlobalConfig } from 'payload'

import { BookingMails } from './BookingMails'
import { Bookings } from './Bookings'
import { Brands } from './Brands'
import { BuildYears } from './BuildYears'
import { CatalogueImports } from './CatalogueImports'
import { Engines } from './Engines'
import { Faqs } from './Faqs'
import { JobRunners } from './JobRunners'
import { BookingRules } from './globals/BookingRules'
import { Pricing } from './globals/Pricing'
import { Promotion } from './globals/Promotion'
import { SiteSettings } from './globals/SiteSettings'
import { Media } from './Media'
import { Models } from './Models'
import { Pages } from './Pages'
import { Redirects } from './Redirects'
import { Users } from './Users'

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
