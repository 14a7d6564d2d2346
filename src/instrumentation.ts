/** Next calls this once when a server starts (not during `next build`, which needs no secret). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build')
    return
  const { keepOneLocation } = await import('./platform/next/one-location')
  keepOneLocation()
  const [{ prepareServer }, { afterDatabaseOpen }] = await Promise.all([
    import('./platform/startup'),
    import('./server-start'),
  ])
  await prepareServer(afterDatabaseOpen)
}
