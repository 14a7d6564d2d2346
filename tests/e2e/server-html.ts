import { type APIRequestContext, expect } from '@playwright/test'

/** A page's HTML as a crawler or a browser without JavaScript gets it: no scripts run. */
export async function html(request: APIRequestContext, path: string, status = 200) {
  const response = await request.get(path, { maxRedirects: 0 })
  expect(response.status(), path).toBe(status)
  const body = await response.text()
  // What shows without scripts: content held back in a hidden streaming boundary, or a
  // loading spinner in its place, only changes once scripts run.
  const markup = body.replace(/<script[^>]*>.*?<\/script>/gs, '')
  expect(markup, path).not.toContain('hidden id="S:')
  expect(markup, path).not.toContain('Gegevens laden')
  return body
}
export const title = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1]
export const h1 = (body: string) =>
  /<h1[^>]*>(.*?)<\/h1>/s
    .exec(body)?.[1]
    ?.replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '')
