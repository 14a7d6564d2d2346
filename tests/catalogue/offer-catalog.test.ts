import { describe, expect, it } from 'vitest'

import { offerCatalogJsonLd } from '@/content/seo/offer-catalog'

describe('offerCatalogJsonLd', () => {
  const data = offerCatalogJsonLd({
    name: 'Extra opties',
    url: 'https://example.nl/alle-opties',
    seller: 'Chiptuning Nijmegen',
    options: [
      { name: 'ECO-modus', price: 50, description: 'Zuinig rijden' },
      { name: 'Launch Control', price: 75, description: null },
    ],
  })
  const offers = data.itemListElement as Record<string, unknown>[]

  it('lists every option as a priced offer in euros including VAT, in order', () => {
    expect(data['@type']).toBe('OfferCatalog')
    expect(data.numberOfItems).toBe(2)
    expect(
      offers.map((offer) => [offer.position, offer.name, offer.price, offer.priceCurrency]),
    ).toEqual([
      [1, 'ECO-modus', 50, 'EUR'],
      [2, 'Launch Control', 75, 'EUR'],
    ])
    expect(offers[0]!.priceSpecification).toMatchObject({ valueAddedTaxIncluded: true })
  })

  it('describes the offered service only when there is a description', () => {
    expect(offers[0]!.itemOffered).toEqual({
      '@type': 'Service',
      name: 'ECO-modus',
      description: 'Zuinig rijden',
    })
    expect(offers[1]!.itemOffered).toEqual({ '@type': 'Service', name: 'Launch Control' })
  })
})
