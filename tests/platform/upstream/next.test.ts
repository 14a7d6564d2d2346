import fs from 'node:fs'
import { IncomingMessage, ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import { Socket } from 'node:net'

import { describe, expect, it, vi } from 'vitest'

/**
 * Canaries of Next's server, each calling the function of the installed Next that behaves as
 * the workaround assumes (Next's internals, so a refactor upstream fails them too: then find
 * where the behaviour went before deciding). When one fails after an upgrade, Next may behave
 * now: read the module named in the test, check, and delete the workaround.
 */
const require = createRequire(import.meta.url)
// What `next start` sets up before any of its modules load (AsyncLocalStorage on globalThis).
require('next/dist/server/node-environment')
const { version } = require('next/package.json') as { version: string }

const response = () => new ServerResponse(new IncomingMessage(new Socket()))

describe(`Next ${version} (canaries)`, () => {
  it('answers a server action from another origin with a 500 (src/platform/next/foreign-form.ts)', async () => {
    const { setManifestsSingleton } = require('next/dist/server/app-render/manifests-singleton')
    const { handleAction } = require('next/dist/server/app-render/action-handler')
    const actionId = '00abcdef'
    setManifestsSingleton({
      page: '/page',
      clientReferenceManifest: {},
      serverActionsManifest: {
        encryptionKey: '',
        node: { [actionId]: { workers: { 'app/page': { moduleId: 1 } } } },
        edge: {},
      },
    })
    const res = response()
    const metadata: { statusCode?: number } = {}
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      await handleAction({
        req: {
          method: 'POST',
          headers: {
            'next-action': actionId,
            origin: 'https://elsewhere.example',
            host: 'www.example.nl',
            'content-type': 'text/plain;charset=UTF-8',
          },
        },
        res,
        ComponentMod: {},
        generateFlight: async () => 'flight',
        workStore: {},
        requestStore: {},
        serverActions: undefined,
        ctx: { renderOpts: { page: '/page' } },
        metadata,
      })
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('does not match `origin`'))
    } finally {
      logged.mockRestore()
    }
    expect(res.statusCode).toBe(500)
    expect(metadata.statusCode).toBe(500)
  })

  it('hands the proxy a localhost URL unless told otherwise (src/platform/next/config.mjs, skipProxyUrlNormalize)', async () => {
    const { default: NextNodeServer } = require('next/dist/server/next-server')
    const { addRequestMeta } = require('next/dist/server/request-meta')
    const urlTheProxyGets = async (skipProxyUrlNormalize: boolean) => {
      let seen: string | undefined
      // Only what runMiddleware reads of the server, up to calling the proxy.
      const server = {
        renderOpts: { previewProps: { previewModeId: 'canary' } },
        nextConfig: { skipProxyUrlNormalize, basePath: '', experimental: {} },
        port: 3000,
        getMiddleware: async () => ({ page: '/', match: () => true }),
        hasMiddleware: async () => true,
        ensureMiddleware: async () => {},
        getEdgeFunctionInfo: () => null,
        getWaitUntil: () => undefined,
        loadNodeMiddleware: async () => ({
          default: ({ request }: { request: { url: string } }) => {
            seen = request.url
            throw new Error('the canary has seen enough')
          },
        }),
      }
      const request = { method: 'GET', headers: { host: 'www.example.nl' }, url: '/contact' }
      addRequestMeta(request, 'initURL', 'http://www.example.nl/contact')
      addRequestMeta(request, 'initProtocol', 'http')
      await NextNodeServer.prototype.runMiddleware
        .call(server, {
          request,
          response: { originalResponse: response() },
          parsed: { pathname: '/contact', query: {} },
        })
        .catch(() => {})
      return seen
    }
    expect(await urlTheProxyGets(false)).toBe('http://localhost:3000/contact')
    expect(await urlTheProxyGets(true)).toBe('http://www.example.nl/contact')
  })

  it('caches a page it renders once for a year in shared caches, unless a Cache-Control is set (src/platform/next/page-cache.ts)', async () => {
    const { getCacheControlHeader } = require('next/dist/server/lib/cache-control')
    const { sendRenderResult } = require('next/dist/server/send-payload')
    const { default: RenderResult } = require('next/dist/server/render-result')
    expect(getCacheControlHeader({ revalidate: false })).toBe('s-maxage=31536000')
    expect(getCacheControlHeader({ revalidate: 0 })).toMatch(/^private, no-cache, no-store/)
    const send = async (res: ServerResponse) => {
      await sendRenderResult({
        req: { method: 'GET', headers: {} },
        res,
        result: RenderResult.fromStatic('<p>page</p>', 'text/html'),
        generateEtags: false,
        poweredByHeader: false,
        cacheControl: { revalidate: false },
      })
      return res.getHeader('Cache-Control')
    }
    expect(await send(response())).toBe('s-maxage=31536000')
    const kept = response()
    kept.setHeader('Cache-Control', 'public, max-age=0, s-maxage=5')
    expect(await send(kept)).toBe('public, max-age=0, s-maxage=5')
  })

  it('sends a Location set while rendering a second time when it replays the headers (src/platform/next/one-location.ts)', () => {
    // A source match, not a run: the replay lives inside the page handler that `next build`
    // compiles into each route, so running it needs a built app without this workaround, which
    // no unit or integration test has (their build installs it). The appendHeader it relies on
    // is Node's and is exercised in tests/platform/one-location.test.ts.
    const source = (file: string) => fs.readFileSync(require.resolve(`next/dist/${file}`), 'utf8')
    expect(source('server/app-render/app-render.js')).toContain(
      "setHeader('location', (0, _addpathprefix.addPathPrefix)((0, _redirect.getURLFromRedirectError)(err), basePath));",
    )
    expect(source('build/templates/app-page-runtime.js')).toMatch(
      /for \(let \[key, value\] of Object\.entries\(headers\)\)\{[\s\S]{0,800}res\.appendHeader\(key, value\);/,
    )
  })
})
