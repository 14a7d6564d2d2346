import { spawn, type ChildProcess } from 'node:child_process'

/** Starts the seeded production test server (scripts/e2e-server.mjs) and waits until it answers. */
export async function startServer(
  port: number,
  { quiet = false } = {},
): Promise<{ origin: string; stop: () => void; child: ChildProcess }> {
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
    detached: true,
  })
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 15 * 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${origin}/api/cms/brands?limit=1`)).ok) break
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const stop = () => {
    if (child.pid) process.kill(-child.pid, 'SIGTERM')
  }
  process.on('exit', stop)
  return { origin, stop, child }
}
