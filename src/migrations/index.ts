import * as migration_20261122_031758_initial from './20261122_031758_initial';

export const migrations = [
  {
    up: migration_20261122_031758_initial.up,
    down: migration_20261122_031758_initial.down,
    name: '20261122_031758_initial'
  },
];
