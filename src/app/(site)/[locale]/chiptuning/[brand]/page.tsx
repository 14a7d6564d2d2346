import type { Metadata } from 'next'

import BrandPage, { generateMetadata as brandMetadata } from '../../merken/[brand]/page'

import { brandSlugFor } from '@/domain/brand-aliases'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale; brand: string }> }

const resolve = async (params: Props['params']) => {
  const p = await params
  return { ...p, brand: brandSlugFor(p.brand) }
}

/** Fixed brand pages (/chiptuning/bmw, /chiptuning/mercedes, ...): the brand's page, canonical under /merken. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return brandMetadata({ params: resolve(params) })
}

/** Rendered on first request, then cached until the catalogue tag is revalidated (ISR). */
export function generateStaticParams() {
  return []
}

export default async function FixedBrandPage({ params }: Props) {
  return BrandPage({ params: resolve(params) })
}
