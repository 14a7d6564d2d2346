import { startFakeRdw } from '../helpers/fake-rdw'

/** The fake RDW listens next to the site's port (PORT + 49), so parallel runs never collide. */
export const fakeRdwPort = (sitePort: number) => sitePort + 49

/** Playwright global setup: the fake RDW the e2e server's RDW_API_BASE points at. */
export default async function globalSetup() {
  const rdw = await startFakeRdw(fakeRdwPort(Number(process.env.PORT ?? 3000)))
  return () => rdw.close()
}
