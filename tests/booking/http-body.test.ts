import { describe, expect, it } from 'vitest'

import { MAX_BODY_BYTES, readJson } from '@/platform/http'

/** A chunked upload (no Content-Length) of `total` bytes, counting what the server pulled. */
function chunkedUpload(total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x20)
  let pulled = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close()
      pulled += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  const request = new Request('http://localhost/api/bookings', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    duplex: 'half',
  } as RequestInit & { duplex: 'half' })
  return { request, pulled: () => pulled }
}

describe('request bodies', () => {
  it('stops reading a chunked body once it passes 10 KB and answers 413', async () => {
    const upload = chunkedUpload(200 * 1024 * 1024)
    const result = await readJson(upload.request)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.response.status).toBe(413)
    expect(upload.pulled()).toBeLessThanOrEqual(MAX_BODY_BYTES + 2 * 64 * 1024)
  })

  it('refuses a declared length over the limit without reading', async () => {
    const result = await readJson(
      new Request('http://localhost/api/bookings', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(MAX_BODY_BYTES + 1),
        },
        body: 'x',
      }),
    )
    expect(result.ok || result.response.status).toBe(413)
  })

  it('reads a small JSON body, also when it arrives in pieces', async () => {
    const encoder = new TextEncoder()
    const parts = ['{"name":', '"Jan ', 'de Vries"}']
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const part = parts.shift()
        if (part === undefined) controller.close()
        else controller.enqueue(encoder.encode(part))
      },
    })
    const result = await readJson(
      new Request('http://localhost/api/bookings', {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body,
        duplex: 'half',
      } as RequestInit & { duplex: 'half' }),
    )
    expect(result).toEqual({ ok: true, value: { name: 'Jan de Vries' } })
  })

  it('reads only a JSON request: a form elsewhere posts text/plain without asking first', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      '',
    ]) {
      const result = await readJson(
        new Request('http://localhost/api/bookings', {
          method: 'POST',
          headers: { ...(type ? { 'content-type': type } : {}), cookie: 'NEXT_LOCALE=de' },
          body: '{"customerName":"Jan"}',
        }),
      )
      expect(result.ok).toBe(false)
      if (result.ok) continue
      expect(result.response.status).toBe(415)
      expect(await result.response.json()).toEqual({
        success: false,
        error: 'Diese Anfrage kam nicht vom Formular auf dieser Website.',
      })
    }
  })
})
