import { describe, expect, it } from 'vitest'

import {
  breadcrumbJsonLd,
  faqPageJsonLd,
  figuresText,
  itemListJsonLd,
  productJsonLd,
} from '@/content/seo/structured-data'

describe('structured data', () => {
  const figures = { stockHp: 150, tunedHp: 190, stockNm: 320, tunedNm: 400 }

  it('writes power and torque before and after tuning on one line', () => {
    expect(figuresText(figures, 'nl')).toBe('150 → 190 pk, 320 → 400 Nm')
    expect(figuresText(figures, 'en')).toBe('150 → 190 hp, 320 → 400 Nm')
    expect(figuresText(figures, 'de')).toBe('150 → 190 PS, 320 → 400 Nm')
  })

  it('describes an engine page as a product sold by the workshop', () => {
    expect(
      productJsonLd({
        name: 'Stage 1 chiptuning Audi A4 2.0 TDI',
        description: figuresText(figures, 'nl'),
        brand: 'Audi',
        url: 'https://example.nl/merken/audi/a4/2015-2019/150pk',
        price: 349,
        seller: 'Chiptuning Nijmegen',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Stage 1 chiptuning Audi A4 2.0 TDI',
      description: '150 → 190 pk, 320 → 400 Nm',
      brand: { '@type': 'Brand', name: 'Audi' },
      url: 'https://example.nl/merken/audi/a4/2015-2019/150pk',
      offers: {
        '@type': 'Offer',
        price: 349,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'AutoRepair', name: 'Chiptuning Nijmegen' },
      },
    })
  })

  it('adds the rating to a package page and names no seller there', () => {
    const data = productJsonLd({
      name: 'Stage 1',
      description: 'x',
      brand: 'Audi',
      url: 'u',
      price: 299,
      rating: { value: 4.9, count: 120 },
    })
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.9,
      reviewCount: 120,
    })
    expect(data.offers).not.toHaveProperty('seller')
  })

  it('numbers list items and breadcrumbs from one', () => {
    const items = [
      { name: 'Audi', url: 'https://example.nl/merken/audi' },
      { name: 'BMW', url: 'https://example.nl/merken/bmw' },
    ]
    expect(itemListJsonLd('Merken', items)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Merken',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Audi', url: 'https://example.nl/merken/audi' },
        { '@type': 'ListItem', position: 2, name: 'BMW', url: 'https://example.nl/merken/bmw' },
      ],
    })
    expect(breadcrumbJsonLd(items).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Audi', item: 'https://example.nl/merken/audi' },
      { '@type': 'ListItem', position: 2, name: 'BMW', item: 'https://example.nl/merken/bmw' },
    ])
  })

  it('pairs each question with its answer', () => {
    expect(faqPageJsonLd([{ question: 'Is het veilig?', answer: 'Ja.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Is het veilig?',
          acceptedAnswer: { '@type': 'Answer', text: 'Ja.' },
        },
      ],
    })
  })
})
