/**
 * `npm run bench:warm`: the production build on the seeded demo database behind Debian's nginx
 * (deploy/nginx). First the page warmer (the job `warmPages`, as after a start or an import)
 * renders every page of the sitemap in nl/en/de, and the time it takes is printed; then 200
 * random engine pages at 50 connections through nginx, none of them cold in the app: once
 * while nginx fills its own cache, then with it filled against a static file. Targets: >= 0.5x
 * the static file's throughput, p99 < 100 ms. Then the same pages and file straight from the
 * app server, as the README's quick start serves them (no nginx): target >= 0.35x the static
 * file's throughput.
 *
 * The static file of the targets is the 342-byte favicon; a page travels as about 16 KB of
 * gzip. A public file of a page's size (the 18 KB app icon) is measured beside it, so the
 * figures show how much of the gap is bytes on the wire and how much is the server's work.
 * Last, the bare Next page (bench/bare: prerendered, no proxy, 5 KB) from its own `next start`:
 * what any page served by Next costs on this machine, the floor under the quick start's ratio.
 */
import { warmPages } from '@/content/server'

import { startBarePage } from './bare-page'
import { CONNECTIONS, expectOk, row, run, SAMPLE, sample } from './load'
import { startServer } from './server'
import { startNginx } from '../tests/helpers/nginx'

const SMALL_FILE = '/favicon.svg'
const PAGE_SIZED_FILE = '/icon-512.png'

/** The pages, then each yardstick file, from one origin: each load printed, the ratios returned. */
async function pagesAgainstFiles(origin: string, pages: string[]) {
  const page = await run(origin, pages)
  const small = await run(origin, [SMALL_FILE])
  const pageSized = await run(origin, [PAGE_SIZED_FILE])
  console.log(row('engine pages', page))
  console.log(row(`static ${SMALL_FILE}`, small))
  console.log(row(`static ${PAGE_SIZED_FILE}`, pageSized))
  return {
    p99: page.p99,
    pageRps: page.rps,
    smallRps: small.rps,
    toSmall: (page.rps / small.rps).toFixed(2),
    toPageSized: (page.rps / pageSized.rps).toFixed(2),
  }
}

async function main() {
  const port = Number(process.env.PORT ?? 3500)
  const server = await startServer(port, { quiet: true })
  const nginx = await startNginx({ port: port + 1, upstream: `127.0.0.1:${port}` })
  // Built before the warming starts, so its build does not compete with the figures.
  const bare = await startBarePage(port + 2)
  try {
    const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text()
    const paths = [
      ...new Set(
        [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname),
      ),
    ].filter((path) => !/^\/(en|de)(\/|$)/.test(path))
    console.log(`Warming ${paths.length} pages x 3 languages, 2 at a time (the job's setting)`)
    const warmed = await warmPages(server.origin, paths)
    console.log(
      `warmed ${warmed.pages} pages in ${(warmed.ms / 1000).toFixed(1)} s (${((warmed.pages * 1000) / warmed.ms).toFixed(0)} pages/s), ${warmed.failed} failed`,
    )
    const engines = sample(
      paths.filter((path) => path.split('/').length === 6),
      SAMPLE,
    )
    await expectOk(server.origin, [...engines, SMALL_FILE, PAGE_SIZED_FILE])
    console.log(
      `Through nginx after warming: ${CONNECTIONS} connections, ${engines.length} random engine pages`,
    )
    // nginx starts empty: its own first fill (200 misses at once) is printed on its own line,
    // then the steady state the targets are about, refreshes every 10 to 15 s included.
    console.log(row('engine pages, nginx empty', await run(nginx.origin, engines)))
    // The files, too, are measured from nginx's cache, not from a first miss: while one request
    // fills it the others wait on proxy_cache_lock, which nginx re-checks every 500 ms.
    await expectOk(nginx.origin, [SMALL_FILE, PAGE_SIZED_FILE])
    const viaNginx = await pagesAgainstFiles(nginx.origin, engines)
    console.log(
      `engine / static throughput: ${viaNginx.toSmall}x (target >= 0.5x), p99 ${viaNginx.p99} ms (target < 100 ms); ${viaNginx.toPageSized}x a file of a page's size`,
    )
    console.log(`Straight from the app server (the quick start, no nginx):`)
    const direct = await pagesAgainstFiles(server.origin, engines)
    console.log(
      `engine / static throughput: ${direct.toSmall}x (target >= 0.35x); ${direct.toPageSized}x a file of a page's size`,
    )
    const barePage = await run(bare.origin, ['/'])
    console.log(row('bare Next page', barePage))
    console.log(
      `bare Next page / the site's static file: ${(barePage.rps / direct.smallRps).toFixed(2)}x; engine pages / bare Next page: ${(direct.pageRps / barePage.rps).toFixed(2)}x`,
    )
  } finally {
    bare.stop()
    await nginx.stop()
    server.stop()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
