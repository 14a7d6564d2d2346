import type { APIRequestContext } from '@playwright/test'

export type SiteSettingsDoc = {
  whatsapp: string | null
  email: string
  onSiteFeePerKm: number
  socialLinks: { network: string; url: string }[]
}

export type PricingDoc = {
  optionFrom: number
  options: { name: string; price: number; description: string | null }[]
}

async function global<T>(request: APIRequestContext, slug: string, locale = 'nl'): Promise<T> {
  const response = await request.get(`/api/cms/globals/${slug}?locale=${locale}&depth=0`)
  if (!response.ok()) throw new Error(`${slug} query failed: ${response.status()}`)
  return (await response.json()) as T
}

/** The settings staff edit in the admin, read through the public REST API so tests compare pages against them. */
export const siteSettings = (request: APIRequestContext) =>
  global<SiteSettingsDoc>(request, 'site-settings')
export const pricing = (request: APIRequestContext, locale = 'nl') =>
  global<PricingDoc>(request, 'pricing', locale)

/** "€ 0,70" or "€ 50": how Dutch pages write an amount (cents only when there are any). */
export function dutchEuro(amount: number): string {
  return `€ ${Number.isInteger(amount) ? amount : amount.toFixed(2).replace('.', ',')}`
}
