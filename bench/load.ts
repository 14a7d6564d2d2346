import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

/**
 * What the page benches share: the load and the page sample. The load comes from wrk (Debian's
 * package), a client in C: on a 2-core machine a client in JavaScript (autocannon, Node's own
 * HTTP client) spent more of the machine parsing 16 KB answers than nginx spent sending them,
 * and measured itself. wrk runs one thread per core, CONNECTIONS connections in all.
 */
export const CONNECTIONS = 50
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 15)
export const SAMPLE = 200
const THREADS = 2

export type Result = { rps: number; p50: number; p99: number; errors: number; non2xx: number }

type WrkFigures = {
  requests: number
  durationUs: number
  p50Us: number
  p99Us: number
  status: number
  socket: number
}

const script = path.resolve('bench/wrk-paths.lua')

/** CONNECTIONS connections for DURATION_S seconds, each request the next of `paths`. */
export async function run(origin: string, paths: string[]): Promise<Result> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-paths-'))
  const list = path.join(dir, 'paths.txt')
  fs.writeFileSync(list, `${paths.join('\n')}\n`)
  try {
    const { stdout } = await promisify(execFile)('/usr/bin/wrk', [
      `--threads=${THREADS}`,
      `--connections=${CONNECTIONS}`,
      `--duration=${DURATION_S}s`,
      '--timeout=10s',
      // As every browser does: the answers travel compressed, pages and files alike.
      '--header=Accept-Encoding: gzip',
      `--script=${script}`,
      origin,
      '--',
      list,
    ])
    const figures = JSON.parse(stdout.trim().split('\n').at(-1)!) as WrkFigures
    return {
      rps: figures.requests / (figures.durationUs / 1e6),
      p50: Math.round(figures.p50Us / 1000),
      p99: Math.round(figures.p99Us / 1000),
      errors: figures.socket,
      // wrk counts answers of 400 and up; the benches check with expectOk that none redirects.
      non2xx: figures.status,
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Every path answers 200 before it is measured: a run that met redirects or a missing page
 * would print figures of something else. (wrk itself counts only answers of 400 and up.) Asked
 * of the app, it leaves nginx's cache as it was; asked of nginx, it fills it.
 */
export async function expectOk(origin: string, paths: string[]) {
  for (const pagePath of new Set(paths)) {
    const response = await fetch(`${origin}${pagePath}`, { redirect: 'manual' })
    await response.arrayBuffer()
    if (response.status !== 200)
      throw new Error(`${pagePath} answered ${response.status}: not measured`)
  }
}

export const row = (label: string, r: Result) =>
  `${label.padEnd(26)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors}, non-2xx ${r.non2xx}`

/** Deterministic sample so runs compare like with like. */
export function sample<T>(items: T[], count: number): T[] {
  let seed = 7
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647
  const pool = [...items]
  const picked: T[] = []
  while (picked.length < count && pool.length > 0)
    picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!)
  return picked
}
