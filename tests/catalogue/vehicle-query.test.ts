import { describe, expect, it } from 'vitest'

import {
  engineSlugsOf,
  pickerTarget,
  queryText,
  vehicleFromQuery,
} from '@/catalogue/rules/vehicle-query'
import { optionsHref } from '@/kit/routes/links'

const vehicle = {
  brand: 'Audi',
  model: 'A4',
  buildYear: '2015-2019',
  engine: '2.0 TDI 150hp',
  path: '/merken/audi/a4/2015-2019/150pk',
}

describe('vehicleFromQuery', () => {
  it('reads back what the engine page options link sends', () => {
    const query = Object.fromEntries(new URL(optionsHref(vehicle), 'http://x').searchParams)
    expect(vehicleFromQuery(query)).toEqual(vehicle)
  })

  it('needs brand, model, build year and engine', () => {
    expect(vehicleFromQuery({})).toBeNull()
    expect(vehicleFromQuery({ ...vehicle, engine: '   ' })).toBeNull()
    expect(vehicleFromQuery({ brand: 'Audi', model: 'A4' })).toBeNull()
  })

  it('drops a path that is not an engine page path', () => {
    for (const path of [
      'https://evil.example/merken/a/b/c/d',
      '//evil.example',
      '/merken/audi',
      '/merken/audi/a4/2015-2019/150pk/stage-1',
      '/merken/AUDI/a4/x/y',
      'javascript:alert(1)',
    ]) {
      expect(vehicleFromQuery({ ...vehicle, path })?.path, path).toBe('')
    }
    expect(vehicleFromQuery({ ...vehicle, path: '/en/merken/audi/a4/2015-2019/150pk' })?.path).toBe(
      '/en/merken/audi/a4/2015-2019/150pk',
    )
  })
})

describe('queryText', () => {
  it('takes the first of repeated values and folds white space and control characters', () => {
    expect(queryText(['Audi', 'BMW'])).toBe('Audi')
    expect(queryText('  A4\n\tAvant\u0000 ')).toBe('A4 Avant')
    expect(queryText(undefined)).toBe('')
  })

  it('cuts oversized values without splitting a character', () => {
    expect(queryText('x'.repeat(10_000))).toHaveLength(100)
    const emoji = queryText('🚗'.repeat(150))
    expect(Array.from(emoji)).toHaveLength(100)
    expect(emoji).toBe('🚗'.repeat(100))
  })
})

describe('engineSlugsOf', () => {
  it('reads the four slugs of an engine page, with or without a language prefix', () => {
    const slugs = { brand: 'audi', model: 'a4', year: '2015-2019', engine: '150pk' }
    expect(engineSlugsOf('/merken/audi/a4/2015-2019/150pk')).toEqual(slugs)
    expect(engineSlugsOf('/de/merken/audi/a4/2015-2019/150pk')).toEqual(slugs)
  })

  it('refuses anything else', () => {
    expect(engineSlugsOf('/merken/audi/a4/2015-2019')).toBeNull()
    expect(engineSlugsOf('/merken/audi/a4/2015-2019/-150pk')).toBeNull()
    expect(engineSlugsOf(`/merken/${'a'.repeat(101)}/a4/2015-2019/150pk`)).toBeNull()
  })
})

describe('pickerTarget', () => {
  const brands = [
    { slug: 'audi', models: [{ slug: 'a3' }, { slug: 'a4' }] },
    { slug: 'bmw', models: [{ slug: '3-serie' }] },
  ]

  it('leads to the brand, or to its model when one came along', () => {
    expect(pickerTarget(brands, { brand: 'audi' })).toBe('/merken/audi')
    expect(pickerTarget(brands, { brand: 'audi', model: 'a4' })).toBe('/merken/audi/a4')
    expect(pickerTarget(brands, { brand: ['bmw', 'audi'], model: '3-serie' })).toBe(
      '/merken/bmw/3-serie',
    )
  })

  it('leads nowhere for what the catalogue does not hold', () => {
    expect(pickerTarget(brands, {})).toBeNull()
    expect(pickerTarget(brands, { brand: 'tesla' })).toBeNull()
    expect(pickerTarget(brands, { brand: '../admin' })).toBeNull()
    // Another brand's model is no model of this one: the brand page, not a 404.
    expect(pickerTarget(brands, { brand: 'bmw', model: 'a4' })).toBe('/merken/bmw')
  })
})
