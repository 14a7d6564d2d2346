import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

// npm runs scripts from the project folder; the bench itself runs from a bundle elsewhere.
const root = process.cwd()
const nextBin = path.join(root, 'node_modules/next/dist/bin/next')

/**
 * A yardstick page (a folder holding a bare Next App Router app) built with the project's own
 * next and served on `port`, from a copy outside the project so nothing of the site leaks in.
 */
export async function startBarePage(
  port: number,
  source = 'bench/bare',
): Promise<{ origin: string; stop: () => void }> {
  const dir = path.join(os.tmpdir(), `chiptuning-bench-bare-${port}`)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.cpSync(path.join(root, source), dir, {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}.next`),
  })
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'))
  // A `.template` file names the project's folder as __ROOT__ (the styled page reads the site's CSS).
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.template') || file.includes('node_modules')) continue
    const template = path.join(dir, file)
    fs.writeFileSync(
      template.slice(0, -'.template'.length),
      fs.readFileSync(template, 'utf8').replaceAll('__ROOT__', root),
    )
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    BENCH_BARE_ROOT: path.parse(dir).root,
  }
  const build = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: dir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (build.status !== 0) throw new Error('the bare Next page did not build')
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port)], {
    cwd: dir,
    env,
    stdio: 'ignore',
    detached: true,
  })
  const origin = `http://127.0.0.1:${port}`
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(origin)).ok) break
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
  }
  process.on('exit', stop)
  return { origin, stop }
}
