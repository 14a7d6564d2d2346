export type CatalogOption = { name: string; price: number; description: string | null }

/** Priced extras as a schema.org OfferCatalog: one Offer per option, prices in euros incl. VAT. */
export function offerCatalogJsonLd({
  name,
  url,
  seller,
  options,
}: {
  name: string
  url: string
  seller: string
  options: readonly CatalogOption[]
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name,
    url,
    numberOfItems: options.length,
    itemListElement: options.map((option, index) => ({
      '@type': 'Offer',
      position: index + 1,
      name: option.name,
      price: option.price,
      priceCurrency: 'EUR',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: option.price,
        priceCurrency: 'EUR',
        valueAddedTaxIncluded: true,
      },
      itemOffered: {
        '@type': 'Service',
        name: option.name,
        ...(option.description ? { description: option.description } : {}),
      },
      seller: { '@type': 'AutoRepair', name: seller },
    })),
  }
}
