import { createLocalReq } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { siteSettings } from '../../seed/lib/globals'
import { startPayload, type TestPayload } from '../helpers/payload'

/** Site settings' photos at the top of pages: each with its description, in every language. */
describe('hero photos in Site settings', () => {
  let t: TestPayload
  let photo: number
  const context = { disableRevalidate: true }

  beforeAll(async () => {
    t = await startPayload()
    await t.payload.updateGlobal({
      slug: 'site-settings',
      context,
      data: {
        ...siteSettings,
        socialLinks: [...siteSettings.socialLinks],
        openingHours: [...siteSettings.openingHours],
      },
    })
    const data = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: '#334155' },
    })
      .jpeg()
      .toBuffer()
    const media = await t.payload.create({
      collection: 'media',
      context,
      data: {},
      file: { data, mimetype: 'image/jpeg', name: 'werkplaats.jpg', size: data.length },
    })
    photo = media.id
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  const save = (home: Record<string, unknown>, locale: 'nl' | 'en' = 'nl') =>
    t.payload.updateGlobal({
      slug: 'site-settings',
      locale,
      context,
      data: { heroImages: { home } },
    })

  it('refuses a photo without a description, in the staff member’s language', async () => {
    await expect(save({ image: photo, alt: ' ' })).rejects.toThrow(/Beschrijving \(alt-tekst\)/)
    const req = await createLocalReq({}, t.payload)
    req.i18n = { ...req.i18n, language: 'en' } as typeof req.i18n
    const refused = await t.payload
      .updateGlobal({
        slug: 'site-settings',
        context,
        req,
        data: { heroImages: { services: { image: photo } } },
      })
      .catch((error: { data?: unknown; message?: string }) =>
        JSON.stringify(error.data ?? error.message),
      )
    expect(refused).toContain('Describe the photo')
  })

  it('keeps the photo with its size and a description per language', async () => {
    await save({ image: photo, alt: 'Golf GTI op onze rollenbank' })
    await save({ image: photo, alt: 'Golf GTI on our dyno' }, 'en')
    const read = (locale: 'nl' | 'en' | 'de') =>
      t.payload.findGlobal({
        slug: 'site-settings',
        locale,
        depth: 1,
        select: { heroImages: true },
      })
    const dutch = (await read('nl')).heroImages?.home
    expect(dutch?.alt).toBe('Golf GTI op onze rollenbank')
    expect(dutch?.image).toMatchObject({ width: 1600, height: 900 })
    expect(typeof dutch?.image === 'object' && dutch.image?.url).toMatch(
      /^\/api\/cms\/media\/file\/werkplaats/,
    )
    expect((await read('en')).heroImages?.home?.alt).toBe('Golf GTI on our dyno')
    // German falls back to Dutch until staff write one.
    expect((await read('de')).heroImages?.home?.alt).toBe('Golf GTI op onze rollenbank')
    // A page type without a photo shows the drawn artwork.
    expect((await read('nl')).heroImages?.local?.image ?? null).toBeNull()
  })
})
