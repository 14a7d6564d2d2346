import autocannon from 'autocannon'

/** What the page benches share: the load (autocannon through nginx) and the page sample. */
export const CONNECTIONS = 50
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 15)
export const SAMPLE = 200

export type Result = { rps: number; p50: number; p99: number; errors: number; non2xx: number }

export function run(origin: string, paths: string[]): Promise<Result> {
  let next = 0
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: origin,
        connections: CONNECTIONS,
        duration: DURATION_S,
        // As every browser does: the answers travel compressed, pages and files alike.
        headers: { 'accept-encoding': 'gzip' },
        requests: [
          { setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) },
        ],
      },
      (error, result) => {
        if (error) return reject(error)
        resolve({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors,
          non2xx: result.non2xx,
        })
      },
    )
  })
}

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
