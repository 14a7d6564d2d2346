import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * The scripts a modern browser fetches when it loads a page: every <script src> of the HTML
 * except nomodule ones (polyfills only old browsers take), each once.
 */
export function firstLoadScripts(html: string): string[] {
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0])
  const sources = tags
    .filter((tag) => !/\snomodule\b/i.test(tag))
    .map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1])
  return [...new Set(sources.filter((src): src is string => Boolean(src)))]
}

/** Bytes on the wire at the strongest gzip level (what a static host or nginx gzip_static sends). */
export function gzipSize(content: Buffer): number {
  return gzipSync(content, { level: 9 }).length
}

/** The page types with a first-load budget (issue: fast on a phone), by their app route. */
export const pageTypes = {
  engine: '/(site)/[locale]/merken/[brand]/[model]/[year]/[engine]/page',
  model: '/(site)/[locale]/merken/[brand]/[model]/page',
  merken: '/(site)/[locale]/merken/page',
  home: '/(site)/[locale]/page',
  afspraak: '/(site)/[locale]/afspraak/page',
} as const

/**
 * The scripts a route's HTML loads, read from a production build's manifests: the framework's
 * root chunks and the client chunks of every entry the route's segments need (layouts, page,
 * error and not-found boundaries). Nomodule polyfills are left out, as in the browser.
 */
export function firstLoadScriptsFromBuild(distDir: string, route: string): string[] {
  const buildManifest = JSON.parse(
    fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'),
  ) as { rootMainFiles: string[] }
  const file = path.join(
    distDir,
    'server/app',
    `${route.replace(/^\//, '')}_client-reference-manifest.js`,
  )
  const sandbox = {
    globalThis: {} as {
      __RSC_MANIFEST?: Record<string, { entryJSFiles?: Record<string, string[]> }>
    },
  }
  new Function('globalThis', fs.readFileSync(file, 'utf8'))(sandbox.globalThis)
  const manifest = sandbox.globalThis.__RSC_MANIFEST?.[route]
  if (!manifest?.entryJSFiles)
    throw new Error(`no client reference manifest for ${route} in ${distDir}`)
  return [
    ...new Set([...buildManifest.rootMainFiles, ...Object.values(manifest.entryJSFiles).flat()]),
  ]
}

/** gzip -9 bytes of a route's first-load scripts, from a build folder. */
export function firstLoadBytesFromBuild(distDir: string, route: string): number {
  return firstLoadScriptsFromBuild(distDir, route).reduce(
    (total, file) => total + gzipSize(fs.readFileSync(path.join(distDir, file))),
    0,
  )
}
