/**
 * schema.org structured data for the public pages. Pages pass plain values; the shapes (and the
 * key order search engines and our tests read) live here, so no page writes JSON-LD by hand.
 */
export type JsonLdObject = Record<string, unknown>

const CONTEXT = 'https://schema.org'

/** The unit of engine power as each language writes it. */
const powerUnit = { nl: 'pk', en: 'hp', de: 'PS' } as const

/** Power and torque before and after tuning, as one line: "150 → 190 pk, 320 → 400 Nm". */
export type Figures = { stockHp: number; tunedHp: number; stockNm: number; tunedNm: number }
export function figuresText(f: Figures, locale: keyof typeof powerUnit): string {
  return `${f.stockHp} → ${f.tunedHp} ${powerUnit[locale]}, ${f.stockNm} → ${f.tunedNm} Nm`
}

export type ProductInput = {
  name: string
  description: string
  brand: string
  url: string
  price: number
  /** The workshop that sells it, when the page names one. */
  seller?: string
  rating?: { value: number; count: number }
}

/** A tuning package for one vehicle as a Product with one Offer in euros, in stock. */
export function productJsonLd({
  name,
  description,
  brand,
  url,
  price,
  seller,
  rating,
}: ProductInput): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name,
    description,
    brand: { '@type': 'Brand', name: brand },
    url,
    offers: {
      '@type': 'Offer',
      price,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      ...(seller ? { seller: { '@type': 'AutoRepair', name: seller } } : {}),
    },
    ...(rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.value,
            reviewCount: rating.count,
          },
        }
      : {}),
  }
}

export type NamedUrl = { name: string; url: string }

/** A list of pages (the brand overview): position, name and absolute URL of each. */
export function itemListJsonLd(name: string, items: readonly NamedUrl[]): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      url: item.url,
    })),
  }
}

/** Home > … > this page, each crumb with its absolute URL. */
export function breadcrumbJsonLd(crumbs: readonly NamedUrl[]): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  }
}

/** Questions with their answers as plain text. */
export function faqPageJsonLd(faqs: readonly { question: string; answer: string }[]): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  }
}
