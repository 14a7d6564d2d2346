import type { Metadata } from 'next'

import BrandPage, {
  generateMetadata as brandMetadata,
} from '@/app/(site)/[locale]/merken/[brand]/page'
import { brandSlugFor } from '@/catalogue'

type Props = PageProps<'/[locale]/chiptuning/[brand]'>

const resolve = async (params: Props['params']) => {
  const p = await params
  return { ...p, brand: brandSlugFor(p.brand) }
}

/** Fixed brand pages (/chiptuning/bmw, /chiptuning/mercedes, ...): the brand's page, canonical under /merken. */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return brandMetadata({ params: resolve(params), searchParams })
}

/** Rendered on first request, then cached until the catalogue tag is revalidated (ISR). */
export function generateStaticParams() {
  return []
}

export default async function FixedBrandPage({ params, searchParams }: Props) {
  return BrandPage({ params: resolve(params), searchParams })
}
