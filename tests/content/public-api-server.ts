import { afterAll, beforeAll } from 'vitest'

import {
  ensureProductionBuild,
  freshSeededDatabase,
  type ProductionServer,
  startProductionServer,
} from '../helpers/production-server'

/**
 * A production server of the site on `port`, probed the way a visitor or an attacker would:
 * started in the beforeAll of the spec that calls this, stopped in its afterAll. `app` is
 * filled in by beforeAll (it stays the same object, so a spec can name it from the start).
 */
export function publicApiServer(port: number) {
  const app = {} as ProductionServer

  beforeAll(async () => {
    ensureProductionBuild()
    const database = freshSeededDatabase()
    Object.assign(
      app,
      await startProductionServer({
        port,
        databaseUrl: database.url,
        env: { TRUST_PROXY: '1' },
      }),
    )
  }, 600_000)

  afterAll(async () => {
    if (app.child && app.child.exitCode === null) await app.stop()
  })

  /** Straight to the app, as a visitor behind nginx at `address` (TRUST_PROXY=1). */
  const direct = (path: string, init: RequestInit & { address?: string } = {}) =>
    fetch(`${app.origin}${path}`, {
      ...init,
      headers: {
        'x-forwarded-for': init.address ?? '198.51.100.1',
        ...(init.headers as Record<string, string>),
      },
    })

  return { app, direct }
}
