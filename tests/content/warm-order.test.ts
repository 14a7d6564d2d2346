import { describe, expect, it } from 'vitest'

import { warmOrder, withParents } from '@/content/rules/warm-order'

const site = { main: ['/', '/merken'], locales: ['nl', 'en', 'de'], defaultLocale: 'nl' }

describe('pages rendered ahead of visitors', () => {
  it('goes from the main pages down the catalogue, then the CMS pages, each in every language', () => {
    expect(
      warmOrder(
        [
          '/over-ons',
          '/merken/audi/a4/2015-2019/150pk',
          '/merken/audi',
          '/merken/audi/a4',
          '/merken/audi/a4/2015-2019',
          '/merken/bmw',
          '/merken',
        ],
        site,
      ),
    ).toEqual(
      [
        '/',
        '/merken',
        '/merken/audi',
        '/merken/bmw',
        '/merken/audi/a4',
        '/merken/audi/a4/2015-2019',
        '/merken/audi/a4/2015-2019/150pk',
        '/over-ons',
      ].flatMap((path) => [
        path,
        `/en${path === '/' ? '' : path}`,
        `/de${path === '/' ? '' : path}`,
      ]),
    )
  })

  it('renders an edited catalogue page with the pages that list it', () => {
    expect(withParents('/merken/audi/a4/2015-2019/150pk')).toEqual([
      '/merken',
      '/merken/audi',
      '/merken/audi/a4',
      '/merken/audi/a4/2015-2019',
      '/merken/audi/a4/2015-2019/150pk',
    ])
    expect(withParents('/over-ons')).toEqual(['/over-ons'])
  })
})
