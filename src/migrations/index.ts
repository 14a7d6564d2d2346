import * as migration_20261122_031758_initial from './20261122_031758_initial';
import * as migration_20261123_233846_issue_12_catalogue from './20261123_233846_issue_12_catalogue';
import * as migration_20261124_010223_booking_lifecycle from './20261124_010223_booking_lifecycle';

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
    name: '20261124_010223_booking_lifecycle'
  },
];
