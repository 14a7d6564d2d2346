import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  catalogueAddress,
  personalPage,
  privatePage,
  localePrefixPattern,
  lowerCaseCatalogueAddress,
  unreadablePath,
} from '@/kit/routes/route-patterns'
import { localizedPath, routes } from '@/kit/routes/routes'

/** The fixed addresses of the builder (its functions aside). */
const fixedPaths = (Object.values(routes) as unknown[]).filter(
  (value): value is string => typeof value === 'string',
)

/** Every text file below a folder, for finding where a content page's slug is seeded. */
function textOf(folder: string): string {
  return readdirSync(folder)
    .map((name) => path.join(folder, name))
    .map((file) =>
      statSync(file).isDirectory()
        ? textOf(file)
        : /\.(ts|json|ya?ml|md)$/.test(file)
          ? readFileSync(file, 'utf8')
          : '',
    )
    .join('\n')
}

describe('routes', () => {
  it('names the fixed pages by their Dutch addresses', () => {
    expect({
      home: routes.home,
      brands: routes.brands,
      chiptuning: routes.chiptuning,
      services: routes.services,
      options: routes.options,
      booking: routes.booking,
      stage1Booking: routes.stage1Booking,
      contact: routes.contact,
      faq: routes.faq,
      about: routes.about,
      mobileService: routes.mobileService,
      terms: routes.terms,
      privacy: routes.privacy,
      fuelSaving: routes.fuelSaving,
    }).toEqual({
      home: '/',
      brands: '/merken',
      chiptuning: '/chiptuning',
      services: '/diensten',
      options: '/alle-opties',
      booking: '/afspraak',
      stage1Booking: '/afspraak-stage1',
      contact: '/contact',
      faq: '/veelgestelde-vragen',
      about: '/over-ons',
      mobileService: '/over-ons#mobiele-service',
      terms: '/algemene-voorwaarden',
      privacy: '/privacybeleid',
      fuelSaving: '/brandstofbesparing-tuning',
    })
  })

  it('builds catalogue addresses from slugs and stored paths', () => {
    expect(routes.brand('audi')).toBe('/merken/audi')
    expect(routes.model('audi', 'a4')).toBe('/merken/audi/a4')
    expect(routes.year('audi', 'a4', '2015-2019')).toBe('/merken/audi/a4/2015-2019')
    expect(routes.catalogue('audi/a4/2015-2019/150pk')).toBe('/merken/audi/a4/2015-2019/150pk')
    expect(routes.result('audi/a4/2015-2019/150pk', 'stage-1')).toBe(
      '/merken/audi/a4/2015-2019/150pk/stage-1',
    )
    expect(routes.brochure('audi/a4/2015-2019/150pk', 'stage-1')).toBe(
      '/merken/audi/a4/2015-2019/150pk/stage-1/brochure',
    )
    expect(routes.brandsInCategory('motor')).toBe('/merken?category=motor')
    expect(routes.fixedBrand('bmw')).toBe('/chiptuning/bmw')
  })

  it('builds booking and content addresses', () => {
    expect(routes.manageBooking('abc')).toBe('/afspraak/beheren/abc')
    expect(routes.content('chiptuning-arnhem')).toBe('/chiptuning-arnhem')
  })

  it('prefixes every language but Dutch', () => {
    expect(localizedPath('nl', routes.home)).toBe('/')
    expect(localizedPath('en', routes.home)).toBe('/en')
    expect(localizedPath('de', routes.brand('audi'))).toBe('/de/merken/audi')
    expect(localizedPath('nl', routes.contact)).toBe('/contact')
    expect(localePrefixPattern).toBe('en|de')
  })

  it('recognises a booking’s own page in every language, and nothing else', () => {
    for (const path of [
      '/afspraak/beheren/abc',
      '/en/afspraak/beheren/abc',
      '/de/afspraak/beheren/x',
    ])
      expect(personalPage.test(path), path).toBe(true)
    for (const path of [
      '/afspraak',
      '/afspraak-maken',
      '/en/afspraak',
      '/merken/beheren/abc',
      routes.unknownManageLink,
      `/de${routes.unknownManageLink}`,
    ])
      expect(personalPage.test(path), path).toBe(false)
  })

  it('keeps every address under a manage link’s or an offer’s prefix private, found or not', () => {
    for (const path of [
      '/afspraak/beheren/abc',
      '/de/afspraak/wachtlijst/abc.png',
      '/nl/afspraak/beheren/%ZZ',
      routes.unknownManageLink,
      `/en${routes.unknownManageLink}`,
    ])
      expect(privatePage.test(path), path).toBe(true)
    for (const path of ['/afspraak', '/afspraak/beheren', '/merken/beheren/abc'])
      expect(privatePage.test(path), path).toBe(false)
  })

  it('recognises a catalogue address with or without a language prefix', () => {
    expect(catalogueAddress.exec('/merken/audi/a4/')?.slice(1)).toEqual([undefined, 'audi/a4'])
    expect(catalogueAddress.exec('/en/merken/audi')?.slice(1)).toEqual(['/en', 'audi'])
    expect(catalogueAddress.exec('/merken')).toBeNull()
    expect(catalogueAddress.exec('/contact')).toBeNull()
  })

  it('tells which page paths name no page: broken encoding, invisible characters', () => {
    for (const path of ['/%E0%A4%A', '/en/%ZZ', '/merken/%E0%A4%A/a4']) {
      expect(unreadablePath(path), path).toBe('broken-encoding')
    }
    for (const path of [
      '/merken/%00',
      '/mer%09ken',
      '/merken%0A',
      '/merken/audi/a4%0D',
      '/en/merken%20',
      '/%20merken',
      '/merken/%C2%A0/a4',
      '/contact%7F',
    ]) {
      expect(unreadablePath(path), path).toBe('invisible-characters')
    }
    // Readable: a space inside a segment is left to the routes (no slug has one: a 404).
    for (const path of ['/', '/merken/audi/a4', '/de/%C3%BCber', '/merken/audi/a%204']) {
      expect(unreadablePath(path), path).toBeNull()
    }
  })

  it('writes a catalogue address typed with capitals in lower case, and only those', () => {
    expect(lowerCaseCatalogueAddress('/merken/Audi/A4')).toBe('/merken/audi/a4')
    expect(lowerCaseCatalogueAddress('/en/merken/AUDI/a4/2015-2019/150PK/')).toBe(
      '/en/merken/audi/a4/2015-2019/150pk',
    )
    expect(lowerCaseCatalogueAddress('/de/merken/m%C3%A9gane')).toBeNull()
    expect(lowerCaseCatalogueAddress('/merken/M%C3%A9gane')).toBe('/merken/m%C3%A9gane')
    expect(lowerCaseCatalogueAddress('/merken/audi/a4')).toBeNull()
    expect(lowerCaseCatalogueAddress('/afspraak/beheren/AbC-dEf')).toBeNull()
    expect(lowerCaseCatalogueAddress('/Merken/audi')).toBeNull()
  })

  it('points every fixed page at a route of the app or a seeded content page', () => {
    const pages = path.resolve('src/app/(site)/[locale]')
    const seeded = textOf(path.resolve('seed'))
    for (const address of fixedPaths) {
      const [pathname] = address.split('#') as [string]
      if (pathname === '/') continue
      const isRoute = existsSync(path.join(pages, pathname, 'page.tsx'))
      const isContent =
        seeded.includes(`'${pathname.slice(1)}'`) || seeded.includes(`"${pathname.slice(1)}"`)
      expect(isRoute || isContent, address).toBe(true)
    }
  })
})

describe('no hand-written addresses', () => {
  /** Source files of the pages, components and data reads (the route builder itself aside). */
  function sources(folder: string): string[] {
    return readdirSync(folder).flatMap((name) => {
      const file = path.join(folder, name)
      if (statSync(file).isDirectory()) return name === '(payload)' ? [] : sources(file)
      return /\.tsx?$/.test(name) ? [file] : []
    })
  }
  const fixed = fixedPaths.filter((value) => value !== '/')
  const literal = new RegExp(`['"\`](${fixed.map((p) => p.split('#')[0]).join('|')})(?=['"\`/?#])`)

  it('leaves every site path to the route builder', () => {
    const features = ['booking', 'catalogue', 'kenteken', 'content', 'staff']
    const offenders = [
      'src/app',
      'src/content/seo',
      ...features.flatMap((feature) => [`src/${feature}/components`, `src/${feature}/data`]),
    ]
      .filter((folder) => existsSync(path.resolve(folder)))
      .flatMap((folder) => sources(path.resolve(folder)))
      .filter(
        (file) =>
          literal.test(readFileSync(file, 'utf8')) ||
          /href=["']\/["']/.test(readFileSync(file, 'utf8')),
      )
      .map((file) => path.relative(process.cwd(), file))
    expect(offenders).toEqual([])
  })
})
