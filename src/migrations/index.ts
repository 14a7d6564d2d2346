import * as migration_20261122_031758_initial from './20261122_031758_initial'
import * as migration_20261123_233846_issue_12_catalogue from './20261123_233846_issue_12_catalogue'
import * as migration_20261124_010223_booking_lifecycle from './20261124_010223_booking_lifecycle'
import * as migration_20261124_023001_promotion_pricing_drafts from './20261124_023001_promotion_pricing_drafts'
import * as migration_20261125_135301_stage2_result_gain from './20261125_135301_stage2_result_gain'
import * as migration_20261125_160832_import_refusal from './20261125_160832_import_refusal'
import * as migration_20261128_040430_staff_lockout_per_address from './20261128_040430_staff_lockout_per_address'
import * as migration_20261128_040720_job_runner_lease from './20261128_040720_job_runner_lease'
import * as migration_20261128_053036_visitor_requests from './20261128_053036_visitor_requests'
import * as migration_20261128_055515_mail_html from './20261128_055515_mail_html'
import * as migration_20261128_065307_booking_order from './20261128_065307_booking_order'
import * as migration_20261128_071444_waitlist from './20261128_071444_waitlist'
import * as migration_20261128_074441_privacy from './20261128_074441_privacy'
import * as migration_20261201_214517_address_limit from './20261201_214517_address_limit'
import * as migration_20261201_230235_subject_keys from './20261201_230235_subject_keys'
import * as migration_20261201_230744_site_logo from './20261201_230744_site_logo'
import * as migration_20261202_042639_hero_images from './20261202_042639_hero_images'
import * as migration_20261202_042641_staff_roles from './20261202_042641_staff_roles'
import * as migration_20261202_043347_option_fuels_offer_price from './20261202_043347_option_fuels_offer_price'
import * as migration_20261202_133414_engine_fuel_select from './20261202_133414_engine_fuel_select'
import * as migration_20261202_134519_dyno_runs from './20261202_134519_dyno_runs'

export const migrations = [
  {
    up: migration_20261122_031758_initial.up,
    down: migration_20261122_031758_initial.down,
    name: '20261122_031758_initial',
  },
  {
    up: migration_20261123_233846_issue_12_catalogue.up,
    down: migration_20261123_233846_issue_12_catalogue.down,
    name: '20261123_233846_issue_12_catalogue',
  },
  {
    up: migration_20261124_010223_booking_lifecycle.up,
    down: migration_20261124_010223_booking_lifecycle.down,
    name: '20261124_010223_booking_lifecycle',
  },
  {
    up: migration_20261124_023001_promotion_pricing_drafts.up,
    down: migration_20261124_023001_promotion_pricing_drafts.down,
    name: '20261124_023001_promotion_pricing_drafts',
  },
  {
    up: migration_20261125_135301_stage2_result_gain.up,
    down: migration_20261125_135301_stage2_result_gain.down,
    name: '20261125_135301_stage2_result_gain',
  },
  {
    up: migration_20261125_160832_import_refusal.up,
    down: migration_20261125_160832_import_refusal.down,
    name: '20261125_160832_import_refusal',
  },
  {
    up: migration_20261128_040430_staff_lockout_per_address.up,
    down: migration_20261128_040430_staff_lockout_per_address.down,
    name: '20261128_040430_staff_lockout_per_address',
  },
  {
    up: migration_20261128_040720_job_runner_lease.up,
    down: migration_20261128_040720_job_runner_lease.down,
    name: '20261128_040720_job_runner_lease',
  },
  {
    up: migration_20261128_053036_visitor_requests.up,
    down: migration_20261128_053036_visitor_requests.down,
    name: '20261128_053036_visitor_requests',
  },
  {
    up: migration_20261128_055515_mail_html.up,
    down: migration_20261128_055515_mail_html.down,
    name: '20261128_055515_mail_html',
  },
  {
    up: migration_20261128_065307_booking_order.up,
    down: migration_20261128_065307_booking_order.down,
    name: '20261128_065307_booking_order',
  },
  {
    up: migration_20261128_071444_waitlist.up,
    down: migration_20261128_071444_waitlist.down,
    name: '20261128_071444_waitlist',
  },
  {
    up: migration_20261128_074441_privacy.up,
    down: migration_20261128_074441_privacy.down,
    name: '20261128_074441_privacy',
  },
  {
    up: migration_20261201_214517_address_limit.up,
    down: migration_20261201_214517_address_limit.down,
    name: '20261201_214517_address_limit',
  },
  {
    up: migration_20261201_230235_subject_keys.up,
    down: migration_20261201_230235_subject_keys.down,
    name: '20261201_230235_subject_keys',
  },
  {
    up: migration_20261201_230744_site_logo.up,
    down: migration_20261201_230744_site_logo.down,
    name: '20261201_230744_site_logo',
  },
  {
    up: migration_20261202_042639_hero_images.up,
    down: migration_20261202_042639_hero_images.down,
    name: '20261202_042639_hero_images',
  },
  {
    up: migration_20261202_042641_staff_roles.up,
    down: migration_20261202_042641_staff_roles.down,
    name: '20261202_042641_staff_roles',
  },
  {
    up: migration_20261202_043347_option_fuels_offer_price.up,
    down: migration_20261202_043347_option_fuels_offer_price.down,
    name: '20261202_043347_option_fuels_offer_price',
  },
  {
    up: migration_20261202_133414_engine_fuel_select.up,
    down: migration_20261202_133414_engine_fuel_select.down,
    name: '20261202_133414_engine_fuel_select',
  },
  {
    up: migration_20261202_134519_dyno_runs.up,
    down: migration_20261202_134519_dyno_runs.down,
    name: '20261202_134519_dyno_runs',
  },
]
