import { buildVehicleIndex, type VehicleIndex } from '../engine/vehicle-index'
import type { CatalogueRows } from '../rules/documents'
import { catalogueChanges } from '../server/staleness'

/**
 * One index in memory, built on first use and again after the catalogue changed: in this
 * process (the change count) or in another one (the `version` read, which follows the
 * catalogue's cache tag). Searches during a rebuild wait for it, so no visitor gets stale
 * results once an edit is saved; one rebuild at a time.
 */
export function createIndexHolder({
  load,
  version = async () => '',
}: {
  load: () => Promise<CatalogueRows>
  version?: () => Promise<string>
}) {
  let current: { index: VehicleIndex; changes: number; version: string } | null = null
  let building: Promise<VehicleIndex> | null = null
  let builds = 0

  async function build(): Promise<VehicleIndex> {
    const changes = catalogueChanges()
    const seen = await version()
    const index = buildVehicleIndex(await load())
    builds++
    current = { index, changes, version: seen }
    return index
  }

  return {
    async index(): Promise<VehicleIndex> {
      const seen = await version()
      if (current && current.changes === catalogueChanges() && current.version === seen)
        return current.index
      building ??= build().finally(() => {
        building = null
      })
      return building
    },
    /** How often the index was built (tests and the bench read it). */
    builds: () => builds,
  }
}
