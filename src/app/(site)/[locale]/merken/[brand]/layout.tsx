import { notFound } from 'next/navigation'
import type React from 'react'

import { getBrandPage } from '@/data/catalogue'
import { toLocale } from '@/i18n/locales'

/** Rendered on first request, then cached until the catalogue tag is revalidated (ISR). */
export function generateStaticParams() {
  return []
}

/** An unknown brand stops here with 404, whichever page below was asked for. */
export default async function BrandLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string; brand: string }> }) {
  const { locale, brand } = await params
  if (!(await getBrandPage(brand, toLocale(locale)))) notFound()
  return children
}
